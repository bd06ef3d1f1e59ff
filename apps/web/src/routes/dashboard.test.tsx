import { MSG, type TContract, type TContractPage, type TProperty, type TVendor } from '@keydate/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, type FakeServer, json, startFakeServer } from '../test/fake-server.ts';
import {
  buildContract,
  buildMember,
  buildUser,
  contractListQueries,
  lastContractListQuery,
  pageOf,
} from '../test/fixtures.ts';
import { renderApp, signedInAs } from '../test/render-app.tsx';

const stamp = '2025-01-05T12:00:00.000Z';
const properties: TProperty[] = [
  {
    _id: 'p-harbour',
    name: 'Harbour Hotel',
    status: 'active',
    responsibles: [],
    createdAt: stamp,
    updatedAt: stamp,
  },
  {
    _id: 'p-lakeside',
    name: 'Lakeside Inn',
    status: 'inactive',
    responsibles: [],
    createdAt: stamp,
    updatedAt: stamp,
  },
  {
    _id: 'p-city',
    name: 'City Lodge',
    status: 'active',
    responsibles: [],
    createdAt: stamp,
    updatedAt: stamp,
  },
];
const vendors: TVendor[] = [
  {
    _id: 'v-acme',
    name: 'Acme Linen',
    contactPerson: 'Dana Diaz',
    email: 'dana@acme.example',
    phone: '555 0100',
    status: 'active',
    createdAt: stamp,
    updatedAt: stamp,
  },
];

const ref = (property: TProperty) => ({ _id: property._id, name: property.name, status: property.status });
const [harbour, lakeside, city] = properties.map(ref) as [
  ReturnType<typeof ref>,
  ReturnType<typeof ref>,
  ReturnType<typeof ref>,
];

const linen = buildContract({ owner: buildMember() });
const elevators = buildContract({
  _id: 'c-elevators',
  name: 'Elevator Maintenance',
  agreementType: 'MSA',
  contractType: 'Maintenance',
  status: 'pending_renewal',
  propertyId: null,
  propertyIds: [harbour, lakeside, city],
  vendorId: null,
});
const waste = buildContract({
  _id: 'c-waste',
  name: 'Waste Removal',
  agreementType: 'MSA',
  contractType: 'Utilities',
  status: 'expired',
  propertyId: null,
  propertyIds: [lakeside],
});
const orphan = buildContract({ _id: 'c-orphan', name: 'Pest Control', propertyId: null, status: 'pending' });

function serverWith(answer: TContractPage | ((query: Record<string, string>) => TContractPage)): FakeServer {
  const server = startFakeServer({
    'GET /api/properties': json(200, properties),
    'GET /api/vendors': json(200, vendors),
    'GET /api/contracts': () =>
      json(200, typeof answer === 'function' ? answer(lastContractListQuery()) : answer),
  });
  signedInAs(server);
  return server;
}

/** 25 contracts, answered a page at a time as the query asks. */
function manyContracts(total = 25): (query: Record<string, string>) => TContractPage {
  const all: TContract[] = Array.from({ length: total }, (_, i) =>
    buildContract({ _id: `c-${i + 1}`, name: `Contract ${String(i + 1).padStart(2, '0')}` }),
  );
  return (query) => {
    const page = Number(query.page ?? 1);
    return pageOf(all.slice((page - 1) * 10, page * 10), total, page);
  };
}

async function rowOf(name: string): Promise<HTMLElement> {
  const link = await screen.findByRole('link', { name });
  const row = link.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell');

describe('contracts dashboard', () => {
  it('lists each contract with its details, properties, vendor, owner, dates and status', async () => {
    serverWith(pageOf([linen, elevators, waste, orphan]));
    renderApp('/app/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Contracts' })).toBeTruthy();
    expect(screen.getByText('Manage and track all your contracts in one place')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload Contract' }).getAttribute('href')).toBe('/app/upload');

    const table = await screen.findByRole('table', { name: 'Contracts of this workspace' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    // The specification's five columns in its order, then the owner's.
    expect(headers).toEqual([
      'Contract Details',
      'Property/Properties',
      'Vendor',
      'Dates',
      'Status',
      'Owner',
    ]);

    const linenRow = await rowOf('Linen Service');
    expect(within(linenRow).getByRole('link', { name: 'Linen Service' }).getAttribute('href')).toBe(
      '/app/contracts/c-linen',
    );
    const [details, property, vendor, dates, status, owner] = cellsOf(linenRow);
    expect(within(details as HTMLElement).getByText('service')).toBeTruthy();
    expect(within(details as HTMLElement).getByText('Individual')).toBeTruthy();
    expect(property?.textContent).toBe('Harbour Hotel');
    expect(vendor?.textContent).toBe('Acme Linen');
    expect(owner?.textContent).toBe('Ada Admin');
    expect(dates?.textContent).toBe('From Jan 5, 2025Until Jan 5, 2026');
    expect(within(status as HTMLElement).getByText('active').className).toContain('bg-green-100');

    const msaRow = await rowOf('Elevator Maintenance');
    const msaCells = cellsOf(msaRow);
    expect(within(msaCells[0] as HTMLElement).getByText('MSA')).toBeTruthy();
    expect(within(msaCells[1] as HTMLElement).getByText('3 Properties')).toBeTruthy();
    const names = within(msaCells[1] as HTMLElement).getByText('Harbour Hotel, Lakeside Inn, City Lodge');
    expect(names.getAttribute('title')).toBe('Harbour Hotel, Lakeside Inn, City Lodge');
    expect(names.className).toContain('truncate');
    expect(msaCells[2]?.textContent).toBe('-');
    expect(msaCells[5]?.textContent).toBe('—');
    const pendingRenewal = within(msaCells[4] as HTMLElement).getByText('pending renewal');
    expect(pendingRenewal.className).toContain('bg-yellow-100');

    const wasteCells = cellsOf(await rowOf('Waste Removal'));
    expect(within(wasteCells[1] as HTMLElement).getByText('1 Property')).toBeTruthy();
    expect(within(wasteCells[1] as HTMLElement).getByText('Lakeside Inn')).toBeTruthy();
    expect(within(wasteCells[4] as HTMLElement).getByText('expired').className).toContain('bg-slate-100');

    const orphanCells = cellsOf(await rowOf('Pest Control'));
    expect(orphanCells[1]?.textContent).toBe('No property assigned');
    expect(within(orphanCells[4] as HTMLElement).getByText('pending').className).toContain('bg-slate-100');

    // One page of the paged form, sorted by name ascending.
    expect(lastContractListQuery()).toEqual({ page: '1', pageSize: '10', sort: 'name', order: 'asc' });
  });

  it('requests contracts, properties and vendors in parallel (docs/domain.md, Contracts list)', async () => {
    const server = serverWith(pageOf([linen]));
    const answer = deferred();
    server.on('GET /api/contracts', () => answer.promise);
    const { user } = renderApp('/app/dashboard');
    // While the page of contracts is still on its way, the other two have gone out too.
    await waitFor(() => expect(server.calls('GET /api/properties').length).toBeGreaterThan(0));
    expect(server.calls('GET /api/vendors').length).toBeGreaterThan(0);
    expect(server.calls('GET /api/contracts').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Linen Service' })).toBeNull();
    answer.resolve(json(200, pageOf([linen])));
    expect(await screen.findByRole('link', { name: 'Linen Service' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: MSG.showFilters }));
    const property = await screen.findByLabelText('Property');
    await waitFor(() => expect(within(property).getByRole('option', { name: 'Harbour Hotel' })).toBeTruthy());
    expect(within(screen.getByLabelText('Vendor')).getByRole('option', { name: 'Acme Linen' })).toBeTruthy();
  });

  it('asks for the page the address names', async () => {
    serverWith(pageOf([linen]));
    renderApp('/app/dashboard?sort=startDate&order=desc');

    expect(await screen.findByRole('link', { name: 'Linen Service' })).toBeTruthy();
    expect(lastContractListQuery()).toEqual({ page: '1', pageSize: '10', sort: 'startDate', order: 'desc' });
  });

  it('searches once typing pauses, from page 1, and keeps the search in the address', async () => {
    serverWith(manyContracts());
    const { user, router } = renderApp('/app/dashboard?page=2');

    await rowOf('Contract 11');
    await user.type(screen.getByRole('searchbox', { name: 'Search contracts' }), 'Linen');

    await waitFor(() => expect(lastContractListQuery().q).toBe('Linen'));
    expect(lastContractListQuery().page).toBe('1');
    // Not one request per key press.
    expect(contractListQueries().filter((query) => query.has('q'))).toHaveLength(1);
    expect(router.state.location.search).toBe('?q=Linen');
  });

  it('shows under a contract found by its document the passage that matches, the searched words marked', async () => {
    const found = buildContract({
      _id: 'c-found',
      name: 'Laundry 2024',
      documentMatch: {
        parts: [
          { text: 'Client may terminate this Agreement for ', marked: false },
          { text: 'convenience', marked: true },
          { text: ' on thirty (30) days notice', marked: false },
        ],
      },
    });
    serverWith(pageOf([linen, found]));
    renderApp('/app/dashboard?q=convenience');

    const row = await rowOf('Laundry 2024');
    const passage = within(row).getByTestId('document-passage');
    expect(passage.textContent).toBe(
      'In the document: …Client may terminate this Agreement for convenience on thirty (30) days notice…',
    );
    expect([...passage.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['convenience']);
    expect(within(await rowOf('Linen Service')).queryByTestId('document-passage')).toBeNull();
  });

  it('says No document yet under the name of a contract that has none, and only there', async () => {
    const imported = buildContract({
      _id: 'c-imported',
      name: 'Imported Laundry',
      documentKey: null,
      documentName: null,
      documentUrl: null,
    });
    serverWith(pageOf([linen, imported]));
    renderApp('/app/dashboard');

    const [details] = cellsOf(await rowOf('Imported Laundry'));
    const note = within(details as HTMLElement).getByText('No document yet');
    expect(note.tagName).toBe('P');
    expect(note.closest('a')).toBeNull();
    expect(within(details as HTMLElement).getByRole('link').textContent).toBe('Imported Laundry');
    expect(within(details as HTMLElement).getByText('service')).toBeTruthy();
    expect(within(await rowOf('Linen Service')).queryByText('No document yet')).toBeNull();
    expect(screen.getAllByText('No document yet')).toHaveLength(1);
  });

  it('filters by property, vendor, contract type and status, each from page 1', async () => {
    serverWith(manyContracts());
    const { user, router } = renderApp('/app/dashboard?page=3');

    await rowOf('Contract 21');
    expect(screen.queryByLabelText('Property')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Show Filters' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.textContent).toBe('Hide Filters');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    const typeSelect = screen.getByLabelText('Contract Type') as HTMLSelectElement;
    expect([...typeSelect.options].map((option) => option.value)).toEqual([
      '',
      'Software',
      'Maintenance',
      'service',
      'lease',
      'license',
      'Supplies',
      'Vendor Agreement',
      'Utilities',
      'Insurance',
      'Equipment',
      'Marketing',
      'Consulting',
      'Other',
    ]);
    const statusSelect = screen.getByLabelText('Status') as HTMLSelectElement;
    expect([...statusSelect.options].map((option) => option.value)).toEqual([
      '',
      'active',
      'pending_renewal',
      'pending',
      'expired',
      'terminated',
    ]);

    await user.selectOptions(await screen.findByLabelText('Property'), 'Lakeside Inn');
    await waitFor(() => expect(lastContractListQuery().propertyId).toBe('p-lakeside'));
    expect(lastContractListQuery().page).toBe('1');
    expect(router.state.location.search).toBe('?propertyId=p-lakeside');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastContractListQuery().page).toBe('2'));
    await user.selectOptions(screen.getByLabelText('Vendor'), 'Acme Linen');
    await waitFor(() => expect(lastContractListQuery().vendorId).toBe('v-acme'));
    expect(lastContractListQuery().page).toBe('1');

    await user.selectOptions(typeSelect, 'Vendor Agreement');
    await waitFor(() => expect(lastContractListQuery().contractType).toBe('Vendor Agreement'));
    await user.selectOptions(statusSelect, 'pending_renewal');
    await waitFor(() =>
      expect(lastContractListQuery()).toEqual({
        page: '1',
        pageSize: '10',
        sort: 'name',
        order: 'asc',
        propertyId: 'p-lakeside',
        vendorId: 'v-acme',
        contractType: 'Vendor Agreement',
        status: 'pending_renewal',
      }),
    );

    // Clear Filters shows only while a filter is set, and leaves no filter behind.
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() =>
      expect(lastContractListQuery()).toEqual({ page: '1', pageSize: '10', sort: 'name', order: 'asc' }),
    );
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).toBeNull();
    expect(router.state.location.search).toBe('');

    await user.click(toggle);
    expect(toggle.textContent).toBe('Show Filters');
    expect(screen.queryByLabelText('Property')).toBeNull();
  });

  it('shows only the signed-in person’s contracts with Owner: Me, kept in the address until cleared', async () => {
    serverWith(manyContracts());
    const { user, router } = renderApp('/app/dashboard?page=2');

    await rowOf('Contract 11');
    await user.click(screen.getByRole('button', { name: 'Show Filters' }));
    const owner = screen.getByLabelText('Owner') as HTMLSelectElement;
    expect([...owner.options].map((option) => [option.value, option.textContent])).toEqual([
      ['', 'Anyone'],
      ['me', 'Me'],
    ]);
    expect(owner.value).toBe('');

    await user.selectOptions(owner, 'Me');
    await waitFor(() =>
      expect(lastContractListQuery()).toEqual({
        page: '1',
        pageSize: '10',
        sort: 'name',
        order: 'asc',
        ownerId: 'me',
      }),
    );
    expect(router.state.location.search).toBe('?ownerId=me');

    // Anyone again asks for everyone's contracts.
    await user.selectOptions(owner, 'Anyone');
    await waitFor(() => expect(lastContractListQuery()).not.toHaveProperty('ownerId'));
    expect(router.state.location.search).toBe('');

    // Clear Filters shows for it, and clears it.
    await user.selectOptions(owner, 'Me');
    await waitFor(() => expect(lastContractListQuery().ownerId).toBe('me'));
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(lastContractListQuery()).not.toHaveProperty('ownerId'));
    expect(router.state.location.search).toBe('');
    expect((screen.getByLabelText('Owner') as HTMLSelectElement).value).toBe('');
  });

  it('restores Owner: Me from the address, with the filters shown', async () => {
    serverWith(manyContracts());
    renderApp('/app/dashboard?ownerId=me');

    await rowOf('Contract 01');
    expect(lastContractListQuery()).toMatchObject({ page: '1', ownerId: 'me' });
    expect(screen.getByRole('button', { name: 'Hide Filters' })).toBeTruthy();
    expect((screen.getByLabelText('Owner') as HTMLSelectElement).value).toBe('me');
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeTruthy();
  });

  it('marks a contract awaiting its renewal decision with a badge under its owner', async () => {
    const awaiting = buildContract({
      _id: 'c-waiting',
      name: 'Waiting Linen',
      status: 'pending_renewal',
      awaitingDecision: true,
    });
    serverWith(pageOf([awaiting, linen]));
    renderApp('/app/dashboard');

    const cells = async (name: string) => cellsOf(await rowOf(name));
    const waiting = await cells('Waiting Linen');
    expect(waiting[4]?.textContent).toBe('pending renewal');
    expect((waiting[5] as HTMLElement).textContent).toBe('—awaiting decision');
    expect(
      within((await cells('Linen Service'))[5] as HTMLElement).queryByText('awaiting decision'),
    ).toBeNull();
  });

  it('shows only the contracts awaiting their decision with Awaiting decision, kept in the address until cleared', async () => {
    serverWith(manyContracts());
    const { user, router } = renderApp('/app/dashboard?page=2');

    await rowOf('Contract 11');
    await user.click(screen.getByRole('button', { name: 'Show Filters' }));
    const awaiting = screen.getByRole('checkbox', { name: 'Awaiting decision' }) as HTMLInputElement;
    expect(awaiting.checked).toBe(false);

    await user.click(awaiting);
    await waitFor(() =>
      expect(lastContractListQuery()).toEqual({
        page: '1',
        pageSize: '10',
        sort: 'name',
        order: 'asc',
        awaitingDecision: 'true',
      }),
    );
    expect(router.state.location.search).toBe('?awaitingDecision=true');
    expect(awaiting.checked).toBe(true);

    await user.click(awaiting);
    await waitFor(() => expect(lastContractListQuery()).not.toHaveProperty('awaitingDecision'));
    expect(router.state.location.search).toBe('');

    // Clear Filters shows for it, and clears it.
    await user.click(awaiting);
    await waitFor(() => expect(lastContractListQuery().awaitingDecision).toBe('true'));
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(lastContractListQuery()).not.toHaveProperty('awaitingDecision'));
    expect(router.state.location.search).toBe('');
    expect((screen.getByRole('checkbox', { name: 'Awaiting decision' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('restores Awaiting decision from the address, with the filters shown', async () => {
    serverWith(manyContracts());
    renderApp('/app/dashboard?awaitingDecision=true');

    await rowOf('Contract 01');
    expect(lastContractListQuery()).toMatchObject({ page: '1', awaitingDecision: 'true' });
    expect(screen.getByRole('button', { name: 'Hide Filters' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Awaiting decision' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeTruthy();
  });

  it('sorts by a column, toggles the direction on a second click and starts from page 1', async () => {
    serverWith(manyContracts());
    const { user, router } = renderApp('/app/dashboard?page=2');

    await rowOf('Contract 11');
    const table = screen.getByRole('table');
    const header = (name: string) => within(table).getByRole('columnheader', { name });
    expect(header('Contract Details').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Vendor').getAttribute('aria-sort')).toBe('none');

    await user.click(within(header('Vendor')).getByRole('button', { name: 'Vendor' }));
    await waitFor(() =>
      expect(lastContractListQuery()).toMatchObject({ sort: 'vendor', order: 'asc', page: '1' }),
    );
    expect(header('Vendor').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Contract Details').getAttribute('aria-sort')).toBe('none');

    await user.click(within(header('Vendor')).getByRole('button', { name: 'Vendor' }));
    await waitFor(() => expect(lastContractListQuery()).toMatchObject({ sort: 'vendor', order: 'desc' }));
    expect(header('Vendor').getAttribute('aria-sort')).toBe('descending');
    expect(router.state.location.search).toBe('?sort=vendor&order=desc');

    for (const [name, key] of [
      ['Property/Properties', 'property'],
      ['Dates', 'startDate'],
      ['Status', 'status'],
    ] as const) {
      await user.click(within(header(name)).getByRole('button', { name }));
      await waitFor(() => expect(lastContractListQuery()).toMatchObject({ sort: key, order: 'asc' }));
    }

    // Back to the default order: name ascending, which the address leaves out.
    await user.click(within(header('Contract Details')).getByRole('button', { name: 'Contract Details' }));
    await waitFor(() => expect(lastContractListQuery()).toMatchObject({ sort: 'name', order: 'asc' }));
    expect(router.state.location.search).toBe('');
  });

  it('pages through the list with numbers, Previous and Next, keeping rows on screen meanwhile', async () => {
    const server = serverWith(manyContracts(23));
    const { user, router } = renderApp('/app/dashboard');

    await rowOf('Contract 01');
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByText('Showing 1 to 10 of 23 results')).toBeTruthy();
    expect(
      within(pager)
        .getAllByRole('button', { name: /^Page / })
        .map((button) => button.textContent),
    ).toEqual(['1', '2', '3']);
    expect(within(pager).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect((within(pager).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    const held = deferred();
    server.on('GET /api/contracts', () => held.promise);
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    // The previous page stays while the next one loads: no 'Loading...' flash.
    expect(screen.getByRole('link', { name: 'Contract 01' })).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
    held.resolve(json(200, manyContracts(23)({ page: '2' })));
    await rowOf('Contract 11');
    expect(lastContractListQuery().page).toBe('2');
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByText('Showing 11 to 20 of 23 results')).toBeTruthy();

    server.on('GET /api/contracts', () => json(200, manyContracts(23)(lastContractListQuery())));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await rowOf('Contract 21');
    expect(screen.getByText('Showing 21 to 23 of 23 results')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await rowOf('Contract 11');
    expect(router.state.location.search).toBe('?page=2');
  });

  it('hides the pager when everything fits on one page', async () => {
    serverWith(manyContracts(10));
    renderApp('/app/dashboard');

    await rowOf('Contract 10');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    expect(screen.queryByText(/^Showing/)).toBeNull();
  });

  it('restores search, filters, sort and page from the address, and again after Back', async () => {
    serverWith(manyContracts());
    const { user, router } = renderApp(
      '/app/dashboard?q=linen&status=active&propertyId=p-harbour&sort=vendor&order=desc&page=2',
    );

    await rowOf('Contract 11');
    expect(lastContractListQuery()).toEqual({
      page: '2',
      pageSize: '10',
      q: 'linen',
      propertyId: 'p-harbour',
      status: 'active',
      sort: 'vendor',
      order: 'desc',
    });
    expect((screen.getByRole('searchbox', { name: 'Search contracts' }) as HTMLInputElement).value).toBe(
      'linen',
    );
    // Filters in use are shown, with Clear Filters.
    expect(screen.getByRole('button', { name: 'Hide Filters' })).toBeTruthy();
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('active');
    await waitFor(() =>
      expect((screen.getByLabelText('Property') as HTMLSelectElement).value).toBe('p-harbour'),
    );
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Vendor' }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');

    await user.click(screen.getByRole('link', { name: 'Contract 12' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/contracts/c-12'));
    await router.navigate(-1);
    await rowOf('Contract 11');
    expect(router.state.location.search).toBe(
      '?q=linen&status=active&propertyId=p-harbour&sort=vendor&order=desc&page=2',
    );
    expect((screen.getByRole('searchbox', { name: 'Search contracts' }) as HTMLInputElement).value).toBe(
      'linen',
    );
  });

  it('ignores values in the address it cannot read', async () => {
    serverWith(manyContracts());
    renderApp(
      '/app/dashboard?status=lost&sort=colour&order=sideways&page=zero&contractType=Gardening&ownerId=u-ben&awaitingDecision=yes',
    );

    await rowOf('Contract 01');
    expect(lastContractListQuery()).toEqual({ page: '1', pageSize: '10', sort: 'name', order: 'asc' });
  });

  it('goes to the last page when the address asks for a page past the end', async () => {
    serverWith(manyContracts(12));
    const { router } = renderApp('/app/dashboard?page=9');

    await rowOf('Contract 11');
    expect(router.state.location.search).toBe('?page=2');
  });

  it('shows Loading... until the list arrives', async () => {
    const server = serverWith(pageOf([linen]));
    const held = deferred();
    server.on('GET /api/contracts', () => held.promise);
    renderApp('/app/dashboard');

    expect(await screen.findByText('Loading...', { selector: 'p' })).toBeTruthy();
    held.resolve(json(200, pageOf([linen])));
    await rowOf('Linen Service');
    expect(screen.queryByText('Loading...', { selector: 'p' })).toBeNull();
  });

  it('shows the failure in red in place of the list', async () => {
    const server = serverWith(pageOf([linen]));
    server.on('GET /api/contracts', json(500, { message: 'boom' }));
    renderApp('/app/dashboard');

    const message = await screen.findByText(MSG.fetchContractsFailed);
    expect(message.className).toContain('text-red-700');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('boom')).toBeNull();
  });

  it('invites the first upload when the workspace has no contract at all', async () => {
    serverWith(pageOf([]));
    renderApp('/app/dashboard');

    expect(await screen.findByRole('heading', { name: MSG.noContracts })).toBeTruthy();
    expect(screen.getByText(MSG.noContractsHint)).toBeTruthy();
    const uploads = screen.getAllByRole('link', { name: 'Upload Contract' });
    expect(uploads).toHaveLength(2);
    for (const link of uploads) expect(link.getAttribute('href')).toBe('/app/upload');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says No contracts found in the table when the search or filters match nothing', async () => {
    serverWith(pageOf([]));
    renderApp('/app/dashboard?q=nothing-like-this');

    const table = await screen.findByRole('table');
    expect(within(table).getByText('No contracts found')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: MSG.noContracts })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });
});

describe('the register export', () => {
  const saved: string[] = [];
  afterEach(() => {
    saved.length = 0;
    vi.restoreAllMocks();
  });
  // The browser's download: the link the page clicks, and the blob it names.
  function catchDownloads() {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:register');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
  }
  const exportQueries = () =>
    vi
      .mocked(fetch)
      .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/contracts/export')
      .map((url) => Object.fromEntries(url.searchParams));

  it('downloads the view as it is searched, filtered and sorted, every page of it, under the server’s name', async () => {
    const server = serverWith(manyContracts());
    server.on(
      'GET /api/contracts/export',
      () =>
        new Response('Id,Name\r\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition':
              'attachment; filename="contracts-2025-06-01.csv"; filename*=UTF-8\'\'contracts-2025-06-01.csv',
          },
        }),
    );
    catchDownloads();
    const { user } = renderApp('/app/dashboard?q=Contract&status=active&sort=startDate&order=desc&page=2');
    await user.click(await screen.findByRole('button', { name: MSG.exportCsv }));
    await waitFor(() => expect(saved).toEqual(['contracts-2025-06-01.csv blob:register']));
    expect(exportQueries()).toEqual([
      { q: 'Contract', status: 'active', sort: 'startDate', order: 'desc', format: 'csv' },
    ]);
    expect(screen.getByRole('button', { name: MSG.exportXlsx })).toBeTruthy();
  });

  it('says the export is on its way, and why it failed', async () => {
    const server = serverWith(pageOf([linen]));
    const answer = deferred();
    server.on('GET /api/contracts/export', () => answer.promise);
    catchDownloads();
    const { user } = renderApp('/app/dashboard');
    await user.click(await screen.findByRole('button', { name: MSG.exportXlsx }));
    const busy = await screen.findByRole('button', { name: MSG.exporting });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: MSG.exportCsv }).hasAttribute('disabled')).toBe(true);
    answer.resolve(json(400, { message: 'Format must be csv or xlsx' }));
    expect(await screen.findByText('Format must be csv or xlsx')).toBeTruthy();
    expect(screen.getByRole('button', { name: MSG.exportXlsx }).hasAttribute('disabled')).toBe(false);
    expect(saved).toEqual([]);
  });
});

describe('the history download', () => {
  const saved: string[] = [];
  afterEach(() => {
    saved.length = 0;
    vi.restoreAllMocks();
  });
  function catchDownloads() {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:history');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
  }

  it('gives an admin the workspace’s history as CSV beside the export, under the server’s name', async () => {
    const server = serverWith(pageOf([linen]));
    const answer = deferred();
    server.on('GET /api/history/export', () => answer.promise);
    catchDownloads();
    const { user } = renderApp('/app/dashboard');

    const button = await screen.findByRole('button', { name: 'Download history (CSV)' });
    expect(button.parentElement).toBe(screen.getByRole('button', { name: MSG.exportCsv }).parentElement);
    await user.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(true);
    answer.resolve(
      new Response('At,Contract,Action\r\n', {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="history-2025-06-01.csv"',
        },
      }),
    );
    await waitFor(() => expect(saved).toEqual(['history-2025-06-01.csv blob:history']));
    expect(server.calls('GET /api/history/export')).toHaveLength(1);
    expect(server.calls('GET /api/history/export')[0]?.authorization).toBe('Bearer test-token');
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Download history (CSV)' }).getAttribute('aria-busy'),
      ).toBeNull(),
    );
  });

  it('says why the download failed, and lets the admin try again', async () => {
    const server = serverWith(pageOf([linen]));
    server.on('GET /api/history/export', json(500, {}));
    catchDownloads();
    const { user } = renderApp('/app/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Download history (CSV)' }));
    expect(await screen.findByText('The history could not be downloaded. Please try again.')).toBeTruthy();
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Download history (CSV)' }).hasAttribute('disabled')).toBe(
      false,
    );

    server.on('GET /api/history/export', json(403, { message: 'Admin access required' }));
    await user.click(screen.getByRole('button', { name: 'Download history (CSV)' }));
    expect(await screen.findByText('Admin access required')).toBeTruthy();
    expect(server.calls('GET /api/history/export')).toHaveLength(2);
  });

  it('is not offered to a user', async () => {
    const server = serverWith(pageOf([linen]));
    signedInAs(server, buildUser({ _id: 'u-uma', role: 'user', email: 'uma@example.com' }));
    renderApp('/app/dashboard');
    expect(await screen.findByRole('button', { name: MSG.exportCsv })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download history (CSV)' })).toBeNull();
    expect(server.calls('GET /api/history/export')).toHaveLength(0);
  });
});

describe('the way to the register import', () => {
  it('is an Import link beside the export for an admin', async () => {
    serverWith(pageOf([linen]));
    renderApp('/app/dashboard');
    const exportCsv = await screen.findByRole('button', { name: MSG.exportCsv });
    const link = screen.getByRole('link', { name: 'Import' });
    expect(link.getAttribute('href')).toBe('/app/import');
    expect(link.parentElement).toBe(exportCsv.parentElement);
    expect(screen.getAllByRole('link', { name: 'Import' })).toHaveLength(1);
  });

  it('is not offered to a user', async () => {
    const server = serverWith(pageOf([linen]));
    signedInAs(server, buildUser({ _id: 'u-uma', role: 'user', email: 'uma@example.com' }));
    renderApp('/app/dashboard');
    expect(await screen.findByRole('button', { name: MSG.exportCsv })).toBeTruthy();
    expect(screen.getByRole('button', { name: MSG.exportXlsx })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Import' })).toBeNull();
  });

  it('is beside Upload Contract while the workspace has no contract, for an admin only', async () => {
    const server = serverWith(pageOf([]));
    const { unmount } = renderApp('/app/dashboard');
    expect(await screen.findByRole('heading', { name: MSG.noContracts })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Import' });
    expect(link.getAttribute('href')).toBe('/app/import');
    expect(screen.getAllByRole('link', { name: 'Upload Contract' })).toHaveLength(2);
    unmount();

    signedInAs(server, buildUser({ _id: 'u-uma', role: 'user', email: 'uma@example.com' }));
    renderApp('/app/dashboard');
    expect(await screen.findByRole('heading', { name: MSG.noContracts })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Import' })).toBeNull();
  });

  it('is not in the header while a search finds nothing', async () => {
    serverWith(pageOf([]));
    renderApp('/app/dashboard?q=nothing-like-this');
    expect(await screen.findByRole('table')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Import' });
    expect(links).toHaveLength(1);
    expect(links[0]?.parentElement).toBe(screen.getByRole('button', { name: MSG.exportCsv }).parentElement);
  });
});
