import { Link } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { UploadProgress } from '../contracts/wizard/upload-progress.tsx';
import { DRAFT_MSG } from './draft-messages.ts';
import type { TDropItem, TDropState } from './use-drop-uploads.ts';

/** Each file of the drop with where it is: waiting, on its way, being read, or how it ended. */
export function DropList({ items }: { items: readonly TDropItem[] }) {
  if (items.length === 0) return null;
  return (
    <ul
      aria-label={DRAFT_MSG.filesCaption}
      className="divide-y divide-slate-200 rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      {items.map((item) => (
        <li key={item.id} aria-label={item.name} className="px-4 py-3">
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
            <span className="min-w-0 truncate font-medium text-slate-900">{item.name}</span>
            <DropStatus state={item.state} />
          </div>
          {item.state.phase === 'sending' ? (
            <div className="-mt-4">
              <UploadProgress percent={item.state.percent} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function DropStatus({ state }: { state: TDropState }) {
  switch (state.phase) {
    case 'waiting':
      return <span className="text-slate-600">{DRAFT_MSG.waiting}</span>;
    case 'sending':
      return null;
    case 'reading':
      return (
        <span className="flex items-center gap-2 text-slate-700">
          <Spinner size="sm" decorative />
          {DRAFT_MSG.reading}
        </span>
      );
    case 'busy':
      return <span className="text-amber-800">{DRAFT_MSG.busyRetrying}</span>;
    case 'ready':
      return <span className="font-semibold text-green-800">{DRAFT_MSG.ready}</span>;
    case 'duplicate': {
      const { duplicateOf } = state;
      const id = encodeURIComponent(duplicateOf._id);
      const to = duplicateOf.kind === 'contract' ? `/app/contracts/${id}` : `/app/drafts?draft=${id}`;
      return (
        <span className="text-amber-800">
          {DRAFT_MSG.alreadyStoredAs}{' '}
          <Link to={to} className="font-medium underline hover:no-underline">
            “{duplicateOf.name}”
          </Link>
        </span>
      );
    }
    case 'refused':
    case 'failed':
      return <span className="text-red-700">{state.message}</span>;
  }
}
