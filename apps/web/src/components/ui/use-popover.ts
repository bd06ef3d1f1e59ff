import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/**
 * Open/closed state of a small popover (disclosure pattern): Escape closes it and returns focus
 * to its button; a click or focus outside `containerRef` closes it.
 */
export function usePopover<T extends HTMLElement>(): {
  open: boolean;
  toggle: () => void;
  close: () => void;
  containerRef: RefObject<T | null>;
  buttonRef: RefObject<HTMLButtonElement | null>;
} {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<T>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: Event) => {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('focusin', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('focusin', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return { open, toggle, close, containerRef, buttonRef };
}
