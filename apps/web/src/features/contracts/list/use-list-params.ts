// The dashboard keeps its search, filters, sort and page in the address (docs/domain.md, Contracts list),
// so Back and a shared link bring the same list back. Unreadable values count as absent.
import {
  DEFAULT_SORT,
  hasActiveFilters,
  nextSort,
  PAGE_SIZE,
  type TContractCategory,
  type TContractListQuery,
  type TContractStatus,
  type TSortKey,
  type TSortOrder,
  ZContractListQuery,
} from '@keydate/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { TContractsPageQuery } from '../contracts.api.ts';
import { OWNER_ME } from '../owner.ts';

export const FILTER_KEYS = [
  'propertyId',
  'vendorId',
  'contractType',
  'status',
  'ownerId',
  'awaitingDecision',
] as const;
export type TFilterKey = (typeof FILTER_KEYS)[number];

export interface TListParams {
  q: string;
  /** '' when a filter is not set. */
  filters: {
    propertyId: string;
    vendorId: string;
    contractType: TContractCategory | '';
    status: TContractStatus | '';
    /** 'me': only the signed-in person's contracts (the list offers no other owner). */
    ownerId: typeof OWNER_ME | '';
    /** 'true': only the contracts whose current term awaits its renewal decision. */
    awaitingDecision: 'true' | '';
  };
  sort: TSortKey;
  order: TSortOrder;
  page: number;
}

const fields = ZContractListQuery.shape;

function read<K extends keyof TContractListQuery>(
  params: URLSearchParams,
  key: K,
): TContractListQuery[K] | undefined {
  const parsed = fields[key].safeParse(params.get(key) ?? undefined);
  return parsed.success ? (parsed.data as TContractListQuery[K]) : undefined;
}

export function readListParams(params: URLSearchParams): TListParams {
  return {
    q: read(params, 'q') ?? '',
    filters: {
      propertyId: read(params, 'propertyId') ?? '',
      vendorId: read(params, 'vendorId') ?? '',
      contractType: read(params, 'contractType') ?? '',
      status: read(params, 'status') ?? '',
      ownerId: read(params, 'ownerId') === OWNER_ME ? OWNER_ME : '',
      awaitingDecision: read(params, 'awaitingDecision') ?? '',
    },
    sort: read(params, 'sort') ?? DEFAULT_SORT.key,
    order: read(params, 'order') ?? DEFAULT_SORT.order,
    page: read(params, 'page') ?? 1,
  };
}

/** The paged API query for the list state; unset parts are left out. */
export function toPageQuery(state: TListParams): TContractsPageQuery {
  const query: TContractsPageQuery = {
    page: state.page,
    pageSize: PAGE_SIZE,
    sort: state.sort,
    order: state.order,
  };
  if (state.q) query.q = state.q;
  if (state.filters.propertyId) query.propertyId = state.filters.propertyId;
  if (state.filters.vendorId) query.vendorId = state.filters.vendorId;
  if (state.filters.contractType)
    query.contractType = state.filters.contractType as TContractsPageQuery['contractType'];
  if (state.filters.status) query.status = state.filters.status as TContractsPageQuery['status'];
  if (state.filters.ownerId) query.ownerId = state.filters.ownerId;
  if (state.filters.awaitingDecision) query.awaitingDecision = state.filters.awaitingDecision;
  return query;
}

/** Whether Clear Filters shows (the search box is not a filter). */
export function hasListFilters(filters: TListParams['filters']): boolean {
  return hasActiveFilters(filters) || filters.ownerId !== '' || filters.awaitingDecision !== '';
}

function setOrDelete(params: URLSearchParams, key: string, value: string) {
  if (value) params.set(key, value);
  else params.delete(key);
}

export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readListParams(searchParams), [searchParams]);

  // Every change but paging starts again from page 1.
  const update = useCallback(
    (change: (params: URLSearchParams) => void, { keepPage = false, replace = false } = {}) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          if (!keepPage) next.delete('page');
          return next;
        },
        { replace },
      );
    },
    [setSearchParams],
  );

  // Typing is not a step to go Back through, so the search replaces the entry.
  const setSearch = useCallback(
    (q: string) => update((params) => setOrDelete(params, 'q', q.trim()), { replace: true }),
    [update],
  );

  const setFilter = useCallback(
    (key: TFilterKey, value: string) => update((params) => setOrDelete(params, key, value)),
    [update],
  );

  const clearFilters = useCallback(
    () =>
      update((params) => {
        for (const key of FILTER_KEYS) params.delete(key);
      }),
    [update],
  );

  const toggleSort = useCallback(
    (key: TSortKey) => {
      const next = nextSort({ key: state.sort, order: state.order }, key);
      update((params) => {
        const isDefault = next.key === DEFAULT_SORT.key && next.order === DEFAULT_SORT.order;
        setOrDelete(params, 'sort', isDefault ? '' : next.key);
        setOrDelete(params, 'order', isDefault ? '' : next.order);
      });
    },
    [state.sort, state.order, update],
  );

  const setPage = useCallback(
    (page: number, { replace = false } = {}) =>
      update((params) => setOrDelete(params, 'page', page > 1 ? String(page) : ''), {
        keepPage: true,
        replace,
      }),
    [update],
  );

  return { state, setSearch, setFilter, clearFilters, toggleSort, setPage };
}
