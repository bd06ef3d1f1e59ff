import { pageCountOf, pageNumbers, showingResultsText, showPager } from '@keydate/domain';
import { Button } from '../../../components/ui/button.tsx';

interface ContractsPagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** 'Showing X to Y of Z results', Previous, the page numbers and Next; nothing when there is one page. */
export function ContractsPager({ page, pageSize, total, onPage }: ContractsPagerProps) {
  if (!showPager(total, pageSize)) return null;
  const pageCount = pageCountOf(total, pageSize);
  return (
    <nav
      aria-label="Pagination"
      className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-slate-700">{showingResultsText(page, pageSize, total)}</p>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
        </li>
        {pageNumbers(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            // At most two gaps: one right after page 1, one right before the last page.
            <li
              key={index === 1 ? 'gap-start' : 'gap-end'}
              className="px-2 text-slate-500"
              aria-hidden="true"
            >
              …
            </li>
          ) : (
            <li key={item}>
              <Button
                variant={item === page ? 'primary' : 'secondary'}
                size="sm"
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onPage(item)}
              >
                {item}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
            Next
          </Button>
        </li>
      </ul>
    </nav>
  );
}
