import type { TDraft } from '@keydate/domain';
import { useEffect, useId, useRef } from 'react';
import { Badge } from '../../components/ui/badge.tsx';
import { DRAFT_MSG, DRAFT_MSG_FN } from './draft-messages.ts';

interface DraftListProps {
  drafts: TDraft[];
  currentId: string | null;
  selected: ReadonlySet<string>;
  onSelect: (selected: Set<string>) => void;
  onOpen: (id: string) => void;
}

/** The drafts shown, each with a box for the bulk actions; a click opens one in the review panel. */
export function DraftList({ drafts, currentId, selected, onSelect, onOpen }: DraftListProps) {
  const titleId = useId();
  const selectAllRef = useRef<HTMLInputElement>(null);
  const shownSelected = drafts.filter((draft) => selected.has(draft._id)).length;
  const allSelected = drafts.length > 0 && shownSelected === drafts.length;
  const someSelected = shownSelected > 0 && !allSelected;

  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = someSelected;
  }, [someSelected]);

  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelect(next);
  };
  const toggleAll = (on: boolean) => onSelect(on ? new Set(drafts.map((draft) => draft._id)) : new Set());

  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <h2 id={titleId} className="text-sm font-semibold text-slate-900">
          {DRAFT_MSG.listLabel}
        </h2>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            ref={selectAllRef}
            type="checkbox"
            checked={allSelected}
            onChange={(event) => toggleAll(event.target.checked)}
            className="h-4 w-4 rounded border-slate-300 accent-blue-700"
          />
          {DRAFT_MSG.selectAll}
        </label>
      </div>
      <ul aria-labelledby={titleId} className="max-h-[32rem] divide-y divide-slate-100 overflow-y-auto">
        {drafts.map((draft) => {
          const current = draft._id === currentId;
          return (
            <li
              key={draft._id}
              className={`flex items-center gap-3 px-4 py-2 ${current ? 'bg-blue-50' : ''}`}
            >
              <input
                type="checkbox"
                aria-label={DRAFT_MSG_FN.select(draft.documentName)}
                checked={selected.has(draft._id)}
                onChange={(event) => toggle(draft._id, event.target.checked)}
                className="h-4 w-4 shrink-0 rounded border-slate-300 accent-blue-700"
              />
              <button
                type="button"
                onClick={() => onOpen(draft._id)}
                aria-current={current ? 'true' : undefined}
                className="min-w-0 flex-1 truncate rounded text-left text-sm font-medium text-slate-900 hover:text-blue-800 focus-visible:outline-2 focus-visible:outline-blue-600"
              >
                {draft.documentName}
              </button>
              {draft.reviewed ? <Badge tone="green">{DRAFT_MSG.reviewedBadge}</Badge> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
