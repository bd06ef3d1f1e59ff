import { directoryNames, MSG, PAGE_SIZE, pageCountOf } from '@keydate/domain';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { ContractsEmptyState } from '../../dashboard/contracts-empty-state.tsx';
import { useProperties } from '../../properties/use-properties.ts';
import { useVendors } from '../../vendors/use-vendors.ts';
import { useContractsPage } from '../contracts.api.ts';
import { ContractsExport } from './contracts-export.tsx';
import { ContractsFilters } from './contracts-filters.tsx';
import { ContractsPager } from './contracts-pager.tsx';
import { ContractsSearch } from './contracts-search.tsx';
import { ContractsTable } from './contracts-table.tsx';
import { hasListFilters, toPageQuery, useListParams } from './use-list-params.ts';

/** The dashboard's list: search, filters, the sortable table and its pager, all kept in the address. */
export function ContractsList() {
  const { state, setSearch, setFilter, clearFilters, toggleSort, setPage } = useListParams();
  const query = toPageQuery(state);
  const contracts = useContractsPage(query);
  const filtered = hasListFilters(state.filters);
  const [showFilters, setShowFilters] = useState(filtered);
  const filtersId = useId();
  const page = contracts.data;
  // With the page (docs/domain.md, Contracts list); rows embed property and vendor, the lists feed filters.
  const properties = useProperties();
  const vendors = useVendors();

  // A page past the end (the list shrank, or an old link): go to the last page there is.
  useEffect(() => {
    if (!page || contracts.isPlaceholderData) return;
    if (page.items.length === 0 && page.total > 0 && state.page > 1) {
      setPage(pageCountOf(page.total, page.pageSize), { replace: true });
    }
  }, [page, contracts.isPlaceholderData, state.page, setPage]);

  if (contracts.isError) {
    return (
      <p
        role="alert"
        className="rounded-lg bg-red-50 p-4 text-sm font-medium text-red-700 ring-1 ring-red-200"
      >
        {MSG.fetchContractsFailed}
      </p>
    );
  }
  if (!page) return <LoadingState label={MSG.loading} />;
  // No contract at all (not merely none matching): invite the first upload.
  if (page.total === 0 && !state.q && !filtered) return <ContractsEmptyState />;

  const names = directoryNames(properties.data, vendors.data);
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <ContractsSearch value={state.q} onSearch={setSearch} />
        <div className="flex items-center gap-3">
          <Button
            variant="secondary"
            aria-expanded={showFilters}
            aria-controls={filtersId}
            onClick={() => setShowFilters((open) => !open)}
          >
            {showFilters ? MSG.hideFilters : MSG.showFilters}
          </Button>
          {filtered ? (
            <button
              type="button"
              onClick={clearFilters}
              className="rounded text-sm font-semibold text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
            >
              {MSG.clearFilters}
            </button>
          ) : null}
        </div>
        <div className="sm:ml-auto">
          <ContractsExport query={query} />
        </div>
      </div>
      {showFilters ? (
        <ContractsFilters
          id={filtersId}
          filters={state.filters}
          properties={properties.data ?? []}
          vendors={vendors.data ?? []}
          onChange={setFilter}
        />
      ) : null}
      <ContractsTable
        contracts={page.items}
        names={names}
        sort={state.sort}
        order={state.order}
        onSort={toggleSort}
        busy={contracts.isPlaceholderData}
      />
      <ContractsPager
        page={page.page}
        pageSize={page.pageSize || PAGE_SIZE}
        total={page.total}
        onPage={setPage}
      />
    </div>
  );
}
