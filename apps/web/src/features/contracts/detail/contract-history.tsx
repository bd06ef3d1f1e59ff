// A contract's history (docs/domain.md, History): every change, newest first, with who made it, when
// (in UTC, as the rest of the page) and each field's value before and after, in the page's own words.
// Not the lifecycle dates: those are the Timeline's (contract-timeline.tsx).
import { HISTORY_ACTION_LABELS, type THistoryEntry } from '@keydate/domain';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { instantText } from '../../../lib/instant-text.ts';
import { useContractHistory } from '../contracts.api.ts';

export const HISTORY_MSG = {
  title: 'History',
  loading: 'Loading history…',
  failed: 'The history could not be loaded.',
  retry: 'Retry',
  empty: 'No changes recorded yet.',
  formerMember: 'a former member',
  showAll: (count: number) => `Show all ${count} changes`,
} as const;

/** How many of the latest entries show until all are asked for. */
export const HISTORY_FIRST_SHOWN = 20;

const NONE = '—';

/** An entry that brought the contract into being: every field went from nothing to its first value. */
function isCreation(entry: THistoryEntry): boolean {
  return (
    entry.action === 'created' ||
    (entry.action === 'imported' && entry.changes.every((change) => change.from === null))
  );
}

function ChangeLines({ entry }: { entry: THistoryEntry }) {
  const creation = isCreation(entry);
  const changes = creation ? entry.changes.filter((change) => change.to !== null) : entry.changes;
  if (changes.length === 0) return null;
  return (
    <ul className="mt-2 space-y-1 text-sm text-slate-700">
      {changes.map((change) => (
        <li key={change.field} className="break-words">
          <span className="font-medium text-slate-900">{change.field}:</span>{' '}
          {creation ? change.to : `${change.from ?? NONE} → ${change.to ?? NONE}`}
        </li>
      ))}
    </ul>
  );
}

/** Keys for entries that have no id of their own: when, what and who, numbered should two coincide. */
function entryKeys(entries: THistoryEntry[]): string[] {
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    const base = `${entry.at} ${entry.action} ${entry.actor?._id ?? ''}`;
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base} ${count}`;
  });
}

function HistoryList({ entries }: { entries: THistoryEntry[] }) {
  const [showAll, setShowAll] = useState(false);
  const firstRevealed = useRef<HTMLLIElement>(null);
  const revealed = useRef(false);
  const hidden = showAll ? 0 : Math.max(0, entries.length - HISTORY_FIRST_SHOWN);
  const shown = hidden > 0 ? entries.slice(0, HISTORY_FIRST_SHOWN) : entries;
  const keys = entryKeys(shown);

  // The button is gone once clicked: the keyboard carries on from the first entry it revealed.
  useEffect(() => {
    if (showAll && revealed.current) {
      revealed.current = false;
      firstRevealed.current?.focus();
    }
  }, [showAll]);

  return (
    <>
      <ol className="mt-5 space-y-5 border-l-2 border-slate-200 pl-5">
        {shown.map((entry, index) => (
          <li
            key={keys[index]}
            ref={index === HISTORY_FIRST_SHOWN ? firstRevealed : undefined}
            tabIndex={index === HISTORY_FIRST_SHOWN ? -1 : undefined}
            className="relative rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
          >
            <span
              className="absolute top-1.5 -left-[1.6rem] h-3 w-3 rounded-full bg-slate-400 ring-4 ring-white"
              aria-hidden="true"
            />
            <p className="text-sm font-semibold text-slate-900">{HISTORY_ACTION_LABELS[entry.action]}</p>
            <p className="text-xs text-slate-600">
              by {entry.actor ? entry.actor.name : HISTORY_MSG.formerMember} on{' '}
              <time dateTime={entry.at}>{instantText(entry.at)}</time>
            </p>
            <ChangeLines entry={entry} />
          </li>
        ))}
      </ol>
      {hidden > 0 ? (
        <Button
          variant="secondary"
          size="sm"
          className="mt-5"
          onClick={() => {
            revealed.current = true;
            setShowAll(true);
          }}
        >
          {HISTORY_MSG.showAll(entries.length)}
        </Button>
      ) : null}
    </>
  );
}

function HistorySkeleton() {
  return (
    <div role="status" className="mt-5">
      <p className="text-sm text-slate-600">{HISTORY_MSG.loading}</p>
      <div className="mt-3 space-y-4" aria-hidden="true">
        {['w-2/5', 'w-1/3', 'w-1/2'].map((width) => (
          <div key={width} className="space-y-2">
            <div className={`h-3.5 animate-pulse rounded bg-slate-200 ${width}`} />
            <div className="h-3 w-3/5 animate-pulse rounded bg-slate-100" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** The contract page's last section: what changed, by whom and when. */
export function ContractHistory({ contractId }: { contractId: string }) {
  const titleId = useId();
  const history = useContractHistory(contractId);

  let body: ReactNode;
  if (history.data) {
    body =
      history.data.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{HISTORY_MSG.empty}</p>
      ) : (
        <HistoryList entries={history.data} />
      );
  } else if (history.isError) {
    body = (
      <div
        role="alert"
        className="mt-4 flex flex-wrap items-center gap-3 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200"
      >
        <span>{HISTORY_MSG.failed}</span>
        <Button
          variant="secondary"
          size="sm"
          busy={history.isFetching}
          onClick={() => void history.refetch()}
        >
          {HISTORY_MSG.retry}
        </Button>
      </div>
    );
  } else {
    body = <HistorySkeleton />;
  }

  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {HISTORY_MSG.title}
      </h2>
      {body}
    </section>
  );
}
