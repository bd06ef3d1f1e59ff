import { useEffect, useRef } from 'react';

export interface TReviewKeyHandlers {
  accept: () => void;
  edit: () => void;
  skip: () => void;
  next: () => void;
  previous: () => void;
  discard: () => void;
}

const KEYS: Record<string, keyof TReviewKeyHandlers> = {
  a: 'accept',
  e: 'edit',
  s: 'skip',
  j: 'next',
  ArrowDown: 'next',
  ArrowRight: 'next',
  k: 'previous',
  ArrowUp: 'previous',
  ArrowLeft: 'previous',
  d: 'discard',
  Delete: 'discard',
};

/** The review queue's shortcuts, as the page lists them. */
export const REVIEW_SHORTCUTS: ReadonlyArray<{ keys: string[]; does: string }> = [
  { keys: ['a'], does: 'Accept the draft as a contract' },
  { keys: ['e'], does: 'Edit: go to the first field' },
  { keys: ['s'], does: 'Skip to the next draft, marking nothing' },
  { keys: ['j', '↓'], does: 'Next draft' },
  { keys: ['k', '↑'], does: 'Previous draft' },
  { keys: ['d', 'Delete'], does: 'Discard the draft (asks first)' },
];

// Buttons, links and boxes keep the shortcuts; a field that takes keys (text, a date, a select, a radio
// group moved with the arrows) keeps its keys for itself.
const KEYLESS_INPUTS = new Set(['checkbox', 'button', 'submit', 'reset', 'file']);

function takesKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('dialog')) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !KEYLESS_INPUTS.has(target.type);
}

/** Listens on the whole page while `enabled` (not while a dialog asks something). */
export function useReviewKeys(handlers: TReviewKeyHandlers, enabled: boolean) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const action = KEYS[event.key];
      if (!action || takesKeys(event.target)) return;
      event.preventDefault();
      latest.current[action]();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
