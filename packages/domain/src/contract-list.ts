// The dashboard's list rules (docs/domain.md, Contracts list): search, filters, sort, pages and
// the cell texts. The server applies the same rules in SQL for the paged form.
import { z } from 'zod';
import { agreementTypeOf, ZContractCategory } from './categories.ts';
import type { TCalendarDate } from './dates.ts';
import { directoryRefId, directoryRefName, type TDirectoryRef } from './directory-ref.ts';
import { MSG, MSG_FN } from './messages.ts';
import { contractStatus, statusLabel, ZContractStatus } from './status.ts';
import { compareCodeUnits, compareText } from './text-order.ts';

export const PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export const SORT_KEYS = ['name', 'property', 'vendor', 'startDate', 'status'] as const;
export type TSortKey = (typeof SORT_KEYS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type TSortOrder = (typeof SORT_ORDERS)[number];
export interface TContractSort {
  key: TSortKey;
  order: TSortOrder;
}
export const DEFAULT_SORT: Readonly<TContractSort> = Object.freeze({ key: 'name', order: 'asc' });

/** Clicking the sorted column toggles its direction; another column starts ascending. */
export function nextSort(current: TContractSort, clicked: TSortKey): TContractSort {
  if (current.key === clicked) return { key: clicked, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { key: clicked, order: 'asc' };
}

/** What the list needs of a contract; a TContract fits, and so does the specification's looser shape. */
export interface TListContract {
  _id: string;
  name: string;
  agreementType?: string | null;
  contractType?: string | null;
  status?: string | null;
  startDate?: TCalendarDate | null;
  endDate?: TCalendarDate | null;
  renewalWindowStart?: TCalendarDate | null;
  renewalWindowEnd?: TCalendarDate | null;
  propertyId?: TDirectoryRef | null;
  propertyIds?: readonly TDirectoryRef[] | null;
  vendorId?: TDirectoryRef | null;
}

/** Names by id, for contracts that carry bare ids (the dashboard loads properties and vendors too). */
export interface TDirectoryNames {
  properties: ReadonlyMap<string, string>;
  vendors: ReadonlyMap<string, string>;
}

type Named = { _id: string; name: string };

export function directoryNames(
  properties: readonly Named[] = [],
  vendors: readonly Named[] = [],
): TDirectoryNames {
  return {
    properties: new Map(properties.map((p) => [p._id, p.name])),
    vendors: new Map(vendors.map((v) => [v._id, v.name])),
  };
}

const NO_NAMES = directoryNames();

// MSA contracts list propertyIds; individual ones their propertyId.
function propertyRefs(contract: TListContract): TDirectoryRef[] {
  if (agreementTypeOf(contract.agreementType) === 'MSA') return [...(contract.propertyIds ?? [])];
  return contract.propertyId ? [contract.propertyId] : [];
}

/** The contract's property names in order; an id without a known name reads 'Unknown property'. */
export function propertyNames(contract: TListContract, names: TDirectoryNames = NO_NAMES): string[] {
  return propertyRefs(contract).map((ref) => directoryRefName(ref, names.properties) ?? MSG.unknownProperty);
}

export interface TPropertyCell {
  /** '1 Property' or 'N Properties' for an MSA; null otherwise. */
  count: string | null;
  /** Comma-joined names (the UI truncates), the single name, or 'No property assigned'. */
  text: string;
}

export function propertyCell(contract: TListContract, names: TDirectoryNames = NO_NAMES): TPropertyCell {
  const found = propertyNames(contract, names);
  if (found.length === 0) return { count: null, text: MSG.noPropertyAssigned };
  if (agreementTypeOf(contract.agreementType) === 'MSA') {
    return { count: MSG_FN.propertyCount(found.length), text: found.join(', ') };
  }
  return { count: null, text: found[0] ?? MSG.noPropertyAssigned };
}

/** The vendor's name, or '-' when there is none (or it cannot be named). */
export function vendorCell(contract: TListContract, names: TDirectoryNames = NO_NAMES): string {
  return directoryRefName(contract.vendorId, names.vendors) ?? MSG.noVendor;
}

/** Case-insensitive match on name, contract type, agreement type or (today's) status; blank matches all. */
export function matchesSearch(
  contract: TListContract,
  query: string | null | undefined,
  today: TCalendarDate,
): boolean {
  const needle = (query ?? '').trim().toLowerCase();
  if (!needle) return true;
  const status = contractStatus(contract, today);
  return [
    contract.name,
    contract.contractType ?? '',
    agreementTypeOf(contract.agreementType),
    status,
    statusLabel(status),
  ]
    .map((field) => field.toLowerCase())
    .some((field) => field.includes(needle));
}

export interface TContractFilters {
  propertyId?: string | null;
  vendorId?: string | null;
  contractType?: string | null;
  status?: string | null;
}

/** Whether the Clear Filters link shows: any filter set (the search box is not a filter). */
export function hasActiveFilters(filters: TContractFilters): boolean {
  return Boolean(filters.propertyId || filters.vendorId || filters.contractType || filters.status);
}

/** Property: the individual propertyId or membership in propertyIds; status as computed for today. */
export function matchesFilters(
  contract: TListContract,
  filters: TContractFilters,
  today: TCalendarDate,
): boolean {
  if (filters.propertyId) {
    const ids = [
      ...(contract.propertyId ? [directoryRefId(contract.propertyId)] : []),
      ...(contract.propertyIds ?? []).map(directoryRefId),
    ];
    if (!ids.includes(filters.propertyId)) return false;
  }
  if (filters.vendorId && (!contract.vendorId || directoryRefId(contract.vendorId) !== filters.vendorId)) {
    return false;
  }
  if (filters.contractType && contract.contractType !== filters.contractType) return false;
  if (filters.status && contractStatus(contract, today) !== filters.status) return false;
  return true;
}

// Missing values sort after present ones when ascending (as PostgreSQL's NULLS LAST), first when descending.
function compareMissingLast<T>(a: T | null, b: T | null, compare: (x: T, y: T) => number): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return compare(a, b);
}

/**
 * The list's comparator. Property sorts by the first property name with the count of propertyIds as
 * tie-breaker (docs/domain.md, Contracts list); vendor by its name; status by today's status. Ties fall back
 * to the contract name, then the id, so the order is the same everywhere.
 */
export function contractComparator(
  sort: TContractSort,
  today: TCalendarDate,
  names: TDirectoryNames = NO_NAMES,
): (a: TListContract, b: TListContract) => number {
  const primary = (a: TListContract, b: TListContract): number => {
    switch (sort.key) {
      case 'name':
        return 0;
      case 'property':
        return (
          compareMissingLast(
            propertyNames(a, names)[0] ?? null,
            propertyNames(b, names)[0] ?? null,
            compareText,
          ) || (a.propertyIds?.length ?? 0) - (b.propertyIds?.length ?? 0)
        );
      case 'vendor':
        return compareMissingLast(
          directoryRefName(a.vendorId, names.vendors),
          directoryRefName(b.vendorId, names.vendors),
          compareText,
        );
      case 'startDate':
        return compareMissingLast(a.startDate ?? null, b.startDate ?? null, compareCodeUnits);
      case 'status':
        return compareCodeUnits(contractStatus(a, today), contractStatus(b, today));
    }
  };
  const direction = sort.order === 'desc' ? -1 : 1;
  return (a, b) =>
    direction * (primary(a, b) || compareText(a.name, b.name) || compareCodeUnits(a._id, b._id));
}

export interface TPage<T> {
  items: T[];
  total: number;
  /** Clamped to 1..pageCount. */
  page: number;
  pageSize: number;
  /** At least 1, so an empty list has one (empty) page. */
  pageCount: number;
}

export function paginate<T>(items: readonly T[], page = 1, pageSize = PAGE_SIZE): TPage<T> {
  const size = Math.max(1, Math.floor(pageSize));
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  return {
    items: items.slice((current - 1) * size, current * size),
    total: items.length,
    page: current,
    pageSize: size,
    pageCount,
  };
}

export function pageCountOf(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** 'Showing 11 to 20 of 23 results'; 'Showing 0 to 0 of 0 results' for an empty list. */
export function showingResultsText(page: number, pageSize: number, total: number): string {
  if (total <= 0) return MSG_FN.showingResults(0, 0, 0);
  const from = Math.min((page - 1) * pageSize + 1, total);
  return MSG_FN.showingResults(from, Math.min(page * pageSize, total), total);
}

/** The pager shows only when there is more than one page. */
export function showPager(total: number, pageSize = PAGE_SIZE): boolean {
  return pageCountOf(total, pageSize) > 1;
}

/**
 * Page numbers for the pager, always at most seven slots: every page up to 7 pages; beyond that the
 * first five or last five pages near either end, else the current page with its neighbours, with the
 * first and last pages and a 'gap' for each run of pages left out.
 */
export function pageNumbers(page: number, pageCount: number): Array<number | 'gap'> {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (pageCount <= 7) return range(1, pageCount);
  const current = Math.min(Math.max(page, 1), pageCount);
  if (current <= 4) return [...range(1, 5), 'gap', pageCount];
  if (current >= pageCount - 3) return [1, 'gap', ...range(pageCount - 4, pageCount)];
  return [1, 'gap', current - 1, current, current + 1, 'gap', pageCount];
}

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());

const ZWholeNumber = (label: string, min: number, max?: number) => {
  const range = max === undefined ? `at least ${min}` : `between ${min} and ${max}`;
  const message = `${label} must be a whole number ${range}`;
  const base = z.coerce.number({ error: message }).int(message).min(min, message);
  return max === undefined ? base : base.max(max, message);
};

/**
 * GET /api/contracts query parameters (strings coerced; empty values count as absent). Without `page`
 * the server answers the full array as the specification says; with it, a ZContractPage.
 */
export const ZContractListQuery = z.object({
  page: optional(ZWholeNumber('Page', 1)),
  pageSize: z.preprocess(emptyToUndefined, ZWholeNumber('Page size', 1, MAX_PAGE_SIZE).default(PAGE_SIZE)),
  q: optional(
    z
      .string({ error: 'Search must be text' })
      .trim()
      .max(200, 'Search must be at most 200 characters')
      .transform((q) => q || undefined),
  ),
  propertyId: optional(z.string({ error: 'Property must be an id' }).trim().min(1)),
  vendorId: optional(z.string({ error: 'Vendor must be an id' }).trim().min(1)),
  /** A member's id, or 'me' for the person asking (the list's 'Owner: me'). */
  ownerId: optional(z.string({ error: 'Owner must be an id or me' }).trim().min(1)),
  contractType: optional(ZContractCategory),
  status: optional(ZContractStatus),
  /** 'true': only the contracts whose current term awaits its renewal decision. */
  awaitingDecision: optional(z.enum(['true'], { error: 'awaitingDecision can only be true' })),
  sort: z.preprocess(
    emptyToUndefined,
    z.enum(SORT_KEYS, { error: `Sort must be one of ${SORT_KEYS.join(', ')}` }).default('name'),
  ),
  order: z.preprocess(
    emptyToUndefined,
    z.enum(SORT_ORDERS, { error: 'Order must be asc or desc' }).default('asc'),
  ),
});
export type TContractListQueryInput = z.input<typeof ZContractListQuery>;
export type TContractListQuery = z.output<typeof ZContractListQuery>;

/**
 * The whole list pipeline on a full array: search, filters, sort, then one page. Status filters and
 * sorts use the status computed for `today`.
 */
export function queryContracts<T extends TListContract>(
  contracts: readonly T[],
  query: Partial<TContractListQuery>,
  today: TCalendarDate,
  names: TDirectoryNames = NO_NAMES,
): TPage<T> {
  const sort: TContractSort = {
    key: query.sort ?? DEFAULT_SORT.key,
    order: query.order ?? DEFAULT_SORT.order,
  };
  const found = contracts
    .filter((c) => matchesSearch(c, query.q, today) && matchesFilters(c, query, today))
    .sort(contractComparator(sort, today, names));
  return paginate(found, query.page ?? 1, query.pageSize ?? PAGE_SIZE);
}
