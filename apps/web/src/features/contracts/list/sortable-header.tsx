import type { TSortKey, TSortOrder } from '@keydate/domain';
import { Th } from '../../../components/ui/table.tsx';

interface SortableHeaderProps {
  label: string;
  column: TSortKey;
  sort: TSortKey;
  order: TSortOrder;
  onSort: (column: TSortKey) => void;
}

/** A column header whose button sorts by it; aria-sort tells which column and which way. */
export function SortableHeader({ label, column, sort, order, onSort }: SortableHeaderProps) {
  const active = sort === column;
  const direction = active ? (order === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <Th aria-sort={direction}>
      <button
        type="button"
        onClick={() => onSort(column)}
        className="group inline-flex items-center gap-1 rounded uppercase tracking-wide hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
      >
        {label}
        <svg
          viewBox="0 0 20 20"
          fill="currentColor"
          className={`h-4 w-4 ${active ? 'text-slate-900' : 'text-slate-400 group-hover:text-slate-600'}`}
          aria-hidden="true"
        >
          {active && order === 'desc' ? (
            <path d="M10 14.5a.75.75 0 0 1-.55-.24l-4-4.25a.75.75 0 1 1 1.1-1.02L10 12.66l3.45-3.67a.75.75 0 1 1 1.1 1.02l-4 4.25a.75.75 0 0 1-.55.24Z" />
          ) : active ? (
            <path d="M10 5.5a.75.75 0 0 1 .55.24l4 4.25a.75.75 0 1 1-1.1 1.02L10 7.34l-3.45 3.67a.75.75 0 1 1-1.1-1.02l4-4.25A.75.75 0 0 1 10 5.5Z" />
          ) : (
            <path d="M10 3a.75.75 0 0 1 .55.24l3.25 3.5a.75.75 0 1 1-1.1 1.02L10 4.85 7.3 7.76a.75.75 0 0 1-1.1-1.02l3.25-3.5A.75.75 0 0 1 10 3Zm-3.76 9.2a.75.75 0 0 1 1.06.04l2.7 2.92 2.7-2.92a.75.75 0 1 1 1.1 1.02l-3.25 3.5a.75.75 0 0 1-1.1 0l-3.25-3.5a.75.75 0 0 1 .04-1.06Z" />
          )}
        </svg>
      </button>
    </Th>
  );
}
