import { describe, expect, it } from 'vitest';
import {
  contractComparator,
  DEFAULT_SORT,
  directoryNames,
  hasActiveFilters,
  matchesFilters,
  matchesSearch,
  nextSort,
  PAGE_SIZE,
  pageNumbers,
  paginate,
  propertyCell,
  propertyNames,
  queryContracts,
  showingResultsText,
  showPager,
  type TListContract,
  vendorCell,
  ZContractListQuery,
} from './contract-list.ts';
import { asCalendarDate as d } from './dates.ts';

const today = d('2025-07-01');

// Default lifecycle from each start: evaluation start, notice, end.
const contract = (overrides: Partial<TListContract> & { _id: string; name: string }): TListContract => ({
  agreementType: 'INDIVIDUAL',
  contractType: 'service',
  startDate: d('2025-01-05'),
  endDate: d('2026-01-05'),
  renewalWindowStart: d('2025-04-10'),
  renewalWindowEnd: d('2025-10-07'),
  propertyId: null,
  propertyIds: [],
  vendorId: null,
  ...overrides,
});

const names = directoryNames(
  [
    { _id: 'p1', name: 'Harbour View' },
    { _id: 'p2', name: 'Airport Inn' },
    { _id: 'p3', name: 'City Centre' },
  ],
  [
    { _id: 'v1', name: 'CleanCo' },
    { _id: 'v2', name: 'Acme Lifts' },
  ],
);

describe('cells', () => {
  it('shows a count and the joined names for an MSA', () => {
    expect(
      propertyCell(contract({ _id: 'a', name: 'A', agreementType: 'MSA', propertyIds: ['p1'] }), names),
    ).toEqual({
      count: '1 Property',
      text: 'Harbour View',
    });
    expect(
      propertyCell(
        contract({
          _id: 'a',
          name: 'A',
          agreementType: 'MSA',
          propertyIds: ['p1', { _id: 'p9', name: 'Lakeside', status: 'inactive' }, 'p3'],
        }),
        names,
      ),
    ).toEqual({ count: '3 Properties', text: 'Harbour View, Lakeside, City Centre' });
  });

  it('shows the single name for an individual contract, and No property assigned when none', () => {
    expect(propertyCell(contract({ _id: 'a', name: 'A', propertyId: 'p2' }), names)).toEqual({
      count: null,
      text: 'Airport Inn',
    });
    expect(
      propertyCell(
        contract({ _id: 'a', name: 'A', propertyId: { _id: 'p7', name: 'Embedded', status: 'active' } }),
      ),
    ).toEqual({ count: null, text: 'Embedded' });
    expect(propertyCell(contract({ _id: 'a', name: 'A' }), names)).toEqual({
      count: null,
      text: 'No property assigned',
    });
    expect(
      propertyCell(contract({ _id: 'a', name: 'A', agreementType: 'MSA', propertyIds: [] }), names),
    ).toEqual({
      count: null,
      text: 'No property assigned',
    });
    expect(propertyNames(contract({ _id: 'a', name: 'A', propertyId: 'gone' }), names)).toEqual([
      'Unknown property',
    ]);
  });

  it('treats a missing agreement type as individual', () => {
    expect(
      propertyCell(
        contract({ _id: 'a', name: 'A', agreementType: undefined, propertyId: 'p1', propertyIds: ['p2'] }),
        names,
      ),
    ).toEqual({ count: null, text: 'Harbour View' });
  });

  it('names the vendor, or shows - when missing', () => {
    expect(vendorCell(contract({ _id: 'a', name: 'A', vendorId: 'v1' }), names)).toBe('CleanCo');
    expect(
      vendorCell(
        contract({ _id: 'a', name: 'A', vendorId: { _id: 'v5', name: 'Embedded', status: 'active' } }),
      ),
    ).toBe('Embedded');
    expect(vendorCell(contract({ _id: 'a', name: 'A', vendorId: null }), names)).toBe('-');
    expect(vendorCell(contract({ _id: 'a', name: 'A', vendorId: 'unknown' }), names)).toBe('-');
  });
});

describe('search', () => {
  const linen = contract({ _id: 'a', name: 'Linen Service', contractType: 'Supplies', agreementType: 'MSA' });

  it.each([
    ['', true],
    ['   ', true],
    ['linen', true],
    ['LINEN serv', true],
    ['supplies', true],
    ['msa', true],
    ['pending_renewal', true],
    ['pending renewal', true],
    ['individual', false],
    ['expired', false],
    ['harbour', false],
  ])('%j matches: %s', (query, expected) => {
    expect(matchesSearch(linen, query, today)).toBe(expected);
  });

  it('matches the status computed for today and an absent agreement type as INDIVIDUAL', () => {
    const old = contract({
      _id: 'b',
      name: 'Old',
      agreementType: null,
      endDate: d('2025-01-01'),
      status: 'active',
    });
    expect(matchesSearch(old, 'expired', today)).toBe(true);
    expect(matchesSearch(old, 'active', today)).toBe(false);
    expect(matchesSearch(old, 'individual', today)).toBe(true);
  });
});

describe('filters', () => {
  const individual = contract({
    _id: 'a',
    name: 'A',
    propertyId: 'p1',
    vendorId: 'v1',
    contractType: 'lease',
  });
  const msa = contract({
    _id: 'b',
    name: 'B',
    agreementType: 'MSA',
    propertyIds: [{ _id: 'p2', name: 'Airport Inn', status: 'active' }, 'p3'],
    vendorId: { _id: 'v2', name: 'Acme Lifts', status: 'active' },
  });

  it('matches a property by the individual propertyId or membership in propertyIds, ids or embedded', () => {
    expect(matchesFilters(individual, { propertyId: 'p1' }, today)).toBe(true);
    expect(matchesFilters(individual, { propertyId: 'p2' }, today)).toBe(false);
    expect(matchesFilters(msa, { propertyId: 'p2' }, today)).toBe(true);
    expect(matchesFilters(msa, { propertyId: 'p3' }, today)).toBe(true);
    expect(matchesFilters(msa, { propertyId: 'p1' }, today)).toBe(false);
  });

  it('matches vendor, contract type and today’s status; empty filters match all', () => {
    expect(matchesFilters(individual, { vendorId: 'v1' }, today)).toBe(true);
    expect(matchesFilters(msa, { vendorId: 'v2' }, today)).toBe(true);
    expect(matchesFilters(msa, { vendorId: 'v1' }, today)).toBe(false);
    expect(matchesFilters(contract({ _id: 'c', name: 'C' }), { vendorId: 'v1' }, today)).toBe(false);
    expect(matchesFilters(individual, { contractType: 'lease' }, today)).toBe(true);
    expect(matchesFilters(individual, { contractType: 'service' }, today)).toBe(false);
    expect(matchesFilters(individual, { status: 'pending_renewal' }, today)).toBe(true);
    expect(matchesFilters(individual, { status: 'active' }, today)).toBe(false);
    expect(matchesFilters(individual, { status: 'active' }, d('2025-11-01'))).toBe(true);
    expect(
      matchesFilters(individual, { propertyId: '', vendorId: null, contractType: '', status: '' }, today),
    ).toBe(true);
  });

  it('shows Clear Filters only when a filter is set', () => {
    expect(hasActiveFilters({})).toBe(false);
    expect(hasActiveFilters({ propertyId: '', status: null })).toBe(false);
    expect(hasActiveFilters({ status: 'expired' })).toBe(true);
    expect(hasActiveFilters({ contractType: 'lease' })).toBe(true);
  });
});

describe('sort', () => {
  it('starts by name ascending; the same column toggles, a new one starts ascending', () => {
    expect(DEFAULT_SORT).toEqual({ key: 'name', order: 'asc' });
    expect(nextSort(DEFAULT_SORT, 'name')).toEqual({ key: 'name', order: 'desc' });
    expect(nextSort({ key: 'name', order: 'desc' }, 'name')).toEqual({ key: 'name', order: 'asc' });
    expect(nextSort({ key: 'name', order: 'desc' }, 'vendor')).toEqual({ key: 'vendor', order: 'asc' });
  });

  const sortIds = (
    list: TListContract[],
    key: 'name' | 'property' | 'vendor' | 'startDate' | 'status',
    order: 'asc' | 'desc' = 'asc',
  ) => [...list].sort(contractComparator({ key, order }, today, names)).map((c) => c._id);

  it('sorts names case-insensitively and numbers by value', () => {
    const list = [
      contract({ _id: '1', name: 'linen 10' }),
      contract({ _id: '2', name: 'Linen 2' }),
      contract({ _id: '3', name: 'Boilers' }),
      contract({ _id: '4', name: 'alarms' }),
    ];
    expect(sortIds(list, 'name')).toEqual(['4', '3', '2', '1']);
    expect(sortIds(list, 'name', 'desc')).toEqual(['1', '2', '3', '4']);
  });

  it('sorts by the first property name, then by the count of propertyIds, missing last', () => {
    const list = [
      contract({ _id: 'none', name: 'N' }),
      contract({ _id: 'harbour', name: 'H', propertyId: 'p1' }),
      contract({ _id: 'msa3', name: 'M3', agreementType: 'MSA', propertyIds: ['p2', 'p1', 'p3'] }),
      contract({ _id: 'msa1', name: 'M1', agreementType: 'MSA', propertyIds: ['p2'] }),
      contract({ _id: 'city', name: 'C', propertyId: { _id: 'p3', name: 'City Centre', status: 'active' } }),
    ];
    expect(sortIds(list, 'property')).toEqual(['msa1', 'msa3', 'city', 'harbour', 'none']);
    expect(sortIds(list, 'property', 'desc')).toEqual(['none', 'harbour', 'city', 'msa3', 'msa1']);
  });

  it('sorts by vendor name, start date and status, breaking ties by name', () => {
    const list = [
      contract({ _id: 'clean', name: 'B', vendorId: 'v1', startDate: d('2024-03-01') }),
      contract({
        _id: 'acme',
        name: 'A',
        vendorId: 'v2',
        startDate: d('2025-06-01'),
        endDate: d('2025-06-15'),
      }),
      contract({ _id: 'none', name: 'C', vendorId: null, startDate: d('2025-08-01') }),
      contract({ _id: 'clean2', name: 'A', vendorId: 'v1', startDate: null }),
    ];
    expect(sortIds(list, 'vendor')).toEqual(['acme', 'clean2', 'clean', 'none']);
    expect(sortIds(list, 'startDate')).toEqual(['clean', 'acme', 'none', 'clean2']);
    expect(sortIds(list, 'startDate', 'desc')).toEqual(['clean2', 'none', 'acme', 'clean']);
    // statuses today: clean2 pending_renewal, acme expired, none pending, clean pending_renewal
    expect(sortIds(list, 'status')).toEqual(['acme', 'none', 'clean2', 'clean']);
  });

  it('breaks full ties by id so the order never depends on the input order', () => {
    const a = contract({ _id: 'x1', name: 'Same' });
    const b = contract({ _id: 'x2', name: 'Same' });
    expect(sortIds([b, a], 'name')).toEqual(['x1', 'x2']);
    expect(sortIds([a, b], 'name')).toEqual(['x1', 'x2']);
  });
});

describe('pages', () => {
  const items = Array.from({ length: 23 }, (_, i) => i + 1);

  it('cuts pages of 10 and clamps the page', () => {
    expect(PAGE_SIZE).toBe(10);
    expect(paginate(items, 1)).toMatchObject({
      items: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      page: 1,
      pageCount: 3,
      total: 23,
    });
    expect(paginate(items, 3).items).toEqual([21, 22, 23]);
    expect(paginate(items, 9).page).toBe(3);
    expect(paginate(items, 0).page).toBe(1);
    expect(paginate([], 1)).toEqual({ items: [], total: 0, page: 1, pageSize: 10, pageCount: 1 });
  });

  it('words the range', () => {
    expect(showingResultsText(1, 10, 23)).toBe('Showing 1 to 10 of 23 results');
    expect(showingResultsText(3, 10, 23)).toBe('Showing 21 to 23 of 23 results');
    expect(showingResultsText(1, 10, 10)).toBe('Showing 1 to 10 of 10 results');
    expect(showingResultsText(1, 10, 0)).toBe('Showing 0 to 0 of 0 results');
  });

  it('hides the pager when there is one page', () => {
    expect(showPager(0)).toBe(false);
    expect(showPager(10)).toBe(false);
    expect(showPager(11)).toBe(true);
  });

  it('numbers the pages, leaving gaps when there are many', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(2, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageNumbers(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageNumbers(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageNumbers(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageNumbers(4, 8)).toEqual([1, 2, 3, 4, 5, 'gap', 8]);
    expect(pageNumbers(5, 8)).toEqual([1, 'gap', 4, 5, 6, 7, 8]);
  });
});

describe('queryContracts', () => {
  const list = Array.from({ length: 25 }, (_, i) =>
    contract({
      _id: `c${i}`,
      name: `Contract ${String(i).padStart(2, '0')}`,
      contractType: i % 2 ? 'lease' : 'service',
      propertyId: i % 5 === 0 ? 'p1' : 'p2',
    }),
  );

  it('searches, filters, sorts and pages in one go', () => {
    const page = queryContracts(
      list,
      { q: 'contract', contractType: 'lease', sort: 'name', order: 'desc', page: 2, pageSize: 5 },
      today,
      names,
    );
    expect(page.total).toBe(12);
    expect(page.pageCount).toBe(3);
    expect(page.items.map((c) => c._id)).toEqual(['c13', 'c11', 'c9', 'c7', 'c5']);
    expect(queryContracts(list, { propertyId: 'p1' }, today).items.map((c) => c._id)).toEqual([
      'c0',
      'c5',
      'c10',
      'c15',
      'c20',
    ]);
    expect(queryContracts(list, {}, today).items).toHaveLength(10);
  });
});

describe('ZContractListQuery', () => {
  it('coerces query strings and fills the defaults', () => {
    expect(ZContractListQuery.parse({})).toEqual({ pageSize: 10, sort: 'name', order: 'asc' });
    expect(
      ZContractListQuery.parse({
        page: '2',
        pageSize: '25',
        q: '  linen ',
        propertyId: 'p1',
        vendorId: 'v1',
        contractType: 'Vendor Agreement',
        status: 'pending_renewal',
        sort: 'startDate',
        order: 'desc',
      }),
    ).toEqual({
      page: 2,
      pageSize: 25,
      q: 'linen',
      propertyId: 'p1',
      vendorId: 'v1',
      contractType: 'Vendor Agreement',
      status: 'pending_renewal',
      sort: 'startDate',
      order: 'desc',
    });
  });

  it('reads empty parameters as absent', () => {
    expect(
      ZContractListQuery.parse({
        page: '',
        pageSize: '',
        q: '  ',
        propertyId: '',
        contractType: '',
        status: '',
        sort: '',
        order: '',
      }),
    ).toEqual({ pageSize: 10, sort: 'name', order: 'asc' });
  });

  it('refuses bad values with clear words', () => {
    const issue = (input: Record<string, unknown>) =>
      ZContractListQuery.safeParse(input).error?.issues[0]?.message;
    expect(issue({ page: '0' })).toBe('Page must be a whole number at least 1');
    expect(issue({ page: 'two' })).toBe('Page must be a whole number at least 1');
    expect(issue({ page: '1.5' })).toBe('Page must be a whole number at least 1');
    expect(issue({ pageSize: '101' })).toBe('Page size must be a whole number between 1 and 100');
    expect(issue({ pageSize: '0' })).toBe('Page size must be a whole number between 1 and 100');
    expect(issue({ sort: 'createdAt' })).toBe(
      'Sort must be one of name, property, vendor, startDate, status',
    );
    expect(issue({ order: 'up' })).toBe('Order must be asc or desc');
    expect(issue({ contractType: 'SERVICE' })).toBe('Choose one of the listed categories');
    expect(issue({ status: 'archived' })).toBe(
      'Status must be active, pending_renewal, pending, expired or terminated',
    );
    expect(issue({ q: ['a', 'b'] })).toBe('Search must be text');
    expect(ZContractListQuery.safeParse({ pageSize: '100' }).success).toBe(true);
  });
});
