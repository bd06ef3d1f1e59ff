import { API_MSG, defaultLifecycle, MSG, MSG_FN, type ZImport } from '@keydate/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { IMPORT_MSG } from '../features/imports/import-messages.ts';
import { deferred, type FakeServer, json, startFakeServer } from '../test/fake-server.ts';
import { deferredUpload, startFakeUploads } from '../test/fake-uploads.ts';
import { buildUser, pageOf } from '../test/fixtures.ts';
import { renderApp, signedInAs } from '../test/render-app.tsx';

type TWireImport = z.input<typeof ZImport>;
type TWireRow = TWireImport['rows'][number];

const COLUMNS = ['Agreement', 'Supplier', 'Hotel', 'Commencement', 'Expiry', 'Notice period'];
const MAPPING = {
  Agreement: 'name',
  Supplier: 'vendor',
  Hotel: 'properties',
  Commencement: 'startDate',
  Expiry: 'endDate',
  'Notice period': 'notice',
} as const;

function contractOf(name: string, vendor: string, start: string, end: string, notice: string) {
  return {
    name,
    agreementType: 'INDIVIDUAL' as const,
    contractType: 'service' as const,
    startDate: start,
    endDate: end,
    noticeDate: notice,
    evaluationStart: start,
    lifecycle: defaultLifecycle(),
    propertyNames: ['Harbour View'],
    vendorName: vendor,
    ownerId: null,
    terminated: false,
  };
}

const linen: TWireRow = {
  row: 2,
  values: {
    name: 'Linen service',
    vendor: 'Acme Linen',
    properties: 'Harbour View',
    startDate: '01/02/2025',
    endDate: '31/01/2027',
    notice: '90 days',
  },
  errors: [],
  contract: contractOf('Linen service', 'Acme Linen', '2025-02-01', '2027-01-31', '2026-11-02'),
};
const boiler: TWireRow = {
  row: 3,
  values: {
    name: 'Boiler maintenance',
    vendor: 'HeatCo',
    properties: 'Harbour View',
    startDate: '15/03/2025',
    endDate: '15/03/2027',
  },
  errors: [],
  duplicateOf: 'c-boiler',
  contract: contractOf('Boiler maintenance', 'HeatCo', '2025-03-15', '2027-03-15', '2026-12-15'),
};
const pool: TWireRow = {
  row: 4,
  values: {
    name: 'Pool care',
    vendor: 'Acme Linen',
    properties: 'Harbour View',
    startDate: '01/04/2025',
    endDate: '31/02/2026',
    notice: '60 days',
  },
  errors: [{ field: 'endDate', message: 'Row 4: the end date 31/02/2026 does not exist' }],
  contract: null,
};
const poolFixed: TWireRow = {
  ...pool,
  values: { ...pool.values, endDate: '28/02/2026' },
  errors: [],
  contract: contractOf('Pool care', 'Acme Linen', '2025-04-01', '2026-02-28', '2025-12-30'),
};

function buildImport(overrides: Partial<TWireImport> = {}): TWireImport {
  return {
    id: 'imp-1',
    fileName: 'register.csv',
    sheets: [],
    sheet: null,
    columns: COLUMNS,
    mapping: MAPPING,
    dateOrder: 'DMY',
    message: null,
    committed: false,
    rows: [linen, boiler, pool],
    summary: { valid: 2, invalid: 1, duplicates: 1, newProperties: [], newVendors: ['HeatCo'] },
    ...overrides,
  };
}

function serverWith(answer: TWireImport = buildImport()): FakeServer {
  const server = startFakeServer({
    'GET /api/imports/imp-1': json(200, answer),
    'GET /api/contracts': json(200, pageOf([])),
    'GET /api/properties': json(200, []),
    'GET /api/vendors': json(200, []),
  });
  signedInAs(server);
  return server;
}

const registerFile = (name = 'register.csv') =>
  new File(['Agreement;Supplier\nLinen;Acme\n'], name, { type: 'text/csv' });

async function rowOf(number: number): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: IMPORT_MSG.rowsCaption });
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryAllByRole('cell')[0]?.textContent === String(number));
  if (!row) throw new Error(`no row ${number}`);
  return row;
}

describe('register import page', () => {
  it('explains the import, reads the chosen file with its progress, and moves on to the review', async () => {
    serverWith();
    const uploads = startFakeUploads();
    const answer = deferredUpload();
    uploads.on('POST /api/imports', () => answer.promise);
    const { user, router } = renderApp('/app/import');

    expect(await screen.findByRole('heading', { level: 1, name: IMPORT_MSG.title })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Import contracts · Keydate'));
    expect(screen.getByText(IMPORT_MSG.explanation)).toBeTruthy();
    expect(screen.getByRole('button', { name: IMPORT_MSG.sampleCsv })).toBeTruthy();
    expect(screen.getByRole('button', { name: IMPORT_MSG.sampleXlsx })).toBeTruthy();

    await user.upload(screen.getByLabelText(IMPORT_MSG.fileLabel), registerFile());
    const bar = await screen.findByRole('progressbar', { name: 'Uploading register.csv' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    answer.resolve({ status: 201, body: buildImport() });

    const heading = await screen.findByRole('heading', { level: 2, name: IMPORT_MSG.reviewTitle });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(router.state.location.search).toBe('?import=imp-1');
    expect(screen.getByText('1 row ready, 1 with problems, 1 already in Keydate')).toBeTruthy();
    const form = uploads.calls('POST /api/imports')[0]?.form;
    expect((form?.get('file') as File | undefined)?.name).toBe('register.csv');
    expect(form?.has('sheet')).toBe(false);

    const linenCells = within(await rowOf(2))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(linenCells).toEqual([
      '2',
      'Linen service',
      'Harbour View',
      'Acme Linen',
      'Feb 1, 2025',
      'Jan 31, 2027',
      'Nov 2, 2026',
      IMPORT_MSG.ready,
      '',
    ]);
    expect(within(await rowOf(3)).getByText(IMPORT_MSG.alreadyInKeydate)).toBeTruthy();
    const poolCells = within(await rowOf(4)).getAllByRole('cell');
    expect(poolCells[5]?.textContent).toBe('31/02/2026');
    expect(poolCells[7]?.textContent).toBe('Row 4: the end date 31/02/2026 does not exist');
    expect(within(await rowOf(4)).getByRole('button', { name: 'Fix row 4' })).toBeTruthy();
  });

  it('shows a refusal as the server words it, and refuses too large a file before sending it', async () => {
    serverWith();
    const uploads = startFakeUploads({
      'POST /api/imports': { status: 400, body: { message: API_MSG.registerUnreadable } },
    });
    const { user } = renderApp('/app/import');
    const input = await screen.findByLabelText(IMPORT_MSG.fileLabel);
    await user.upload(input, registerFile('fake.xlsx'));
    expect((await screen.findByRole('alert')).textContent).toBe(API_MSG.registerUnreadable);

    await user.upload(input, new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.csv'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MSG.uploadTooLarge));
    expect(uploads.calls('POST /api/imports')).toHaveLength(1);
  });

  it('downloads the sample register', async () => {
    const server = serverWith();
    server.on(
      'GET /api/imports/template',
      () =>
        new Response('Name,Type\r\n', {
          headers: { 'Content-Disposition': 'attachment; filename="keydate-register-template.csv"' },
        }),
    );
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:sample');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = renderApp('/app/import');
    await user.click(await screen.findByRole('button', { name: IMPORT_MSG.sampleCsv }));
    await waitFor(() => expect(saved).toEqual(['keydate-register-template.csv']));
    const asked = vi
      .mocked(fetch)
      .mock.calls.map(([input]) => String(input))
      .filter((url) => url.startsWith('/api/imports/template'));
    expect(asked).toEqual(['/api/imports/template?format=csv']);
  });

  it('reads another sheet of a workbook by sending it again with the sheet', async () => {
    serverWith();
    const workbook = buildImport({ fileName: 'book.xlsx', sheets: ['Notes', 'Register'], sheet: 'Notes' });
    const uploads = startFakeUploads({ 'POST /api/imports': { status: 201, body: workbook } });
    const { user, router } = renderApp('/app/import');
    await user.upload(await screen.findByLabelText(IMPORT_MSG.fileLabel), registerFile('book.xlsx'));
    const sheet = await screen.findByLabelText(IMPORT_MSG.sheetLabel);
    uploads.on('POST /api/imports', {
      status: 201,
      body: { ...workbook, id: 'imp-2', sheet: 'Register' },
    });
    await user.selectOptions(sheet, 'Register');
    await waitFor(() => expect(router.state.location.search).toBe('?import=imp-2'));
    const form = uploads.calls('POST /api/imports')[1]?.form;
    expect(form?.get('sheet')).toBe('Register');
    expect((form?.get('file') as File | undefined)?.name).toBe('book.xlsx');
    await waitFor(() =>
      expect((screen.getByLabelText(IMPORT_MSG.sheetLabel) as HTMLSelectElement).value).toBe('Register'),
    );
  });

  it('sends a changed column at once and shows the rows as the server checks them again', async () => {
    const server = serverWith();
    const remapped = buildImport({
      mapping: { ...MAPPING, 'Notice period': null },
      rows: [linen, boiler, { ...pool, values: { ...pool.values, notice: undefined } }],
    });
    const answer = deferred();
    server.on('PATCH /api/imports/imp-1', () => answer.promise);
    const { user } = renderApp('/app/import?import=imp-1');

    const columns = await screen.findByRole('table', { name: IMPORT_MSG.mappingCaption });
    const notice = within(columns).getByLabelText('Notice period') as HTMLSelectElement;
    expect(notice.value).toBe('notice');
    expect([...notice.options].map((option) => option.text)).toEqual([
      'Not imported',
      'Keydate id',
      'Name',
      'Type (MSA or Individual)',
      'Properties',
      'Vendor',
      'Category',
      'Start date',
      'End date',
      'Term',
      'Notice period or date',
      'Evaluation period or start',
      'Renews for (a term, yes or no)',
      'Owner (email or name)',
      'Status',
    ]);
    await user.selectOptions(notice, 'Not imported');
    expect(server.calls('PATCH /api/imports/imp-1')[0]?.body).toEqual({ mapping: { 'Notice period': null } });
    expect(await screen.findByText(IMPORT_MSG.checkingRows)).toBeTruthy();
    expect(notice.value).toBe('');
    expect(notice.disabled).toBe(true);

    answer.resolve(json(200, remapped));
    await waitFor(() => expect(screen.queryByText(IMPORT_MSG.checkingRows)).toBeNull());
    expect(notice.value).toBe('');
    expect(notice.disabled).toBe(false);

    server.on('PATCH /api/imports/imp-1', json(400, { message: MSG_FN.importFieldTwice('Name') }));
    await user.selectOptions(within(columns).getByLabelText('Supplier'), 'Name');
    expect((await screen.findByRole('alert')).textContent).toBe('Name is chosen for more than one column');
    expect((within(columns).getByLabelText('Supplier') as HTMLSelectElement).value).toBe('vendor');
  });

  it('asks for the date order when the file leaves it open, and reads the rows once it is chosen', async () => {
    const question = API_MSG.importDateOrderAmbiguous;
    const undated: TWireRow = {
      row: 2,
      values: { name: 'Linen', properties: 'Harbour View', startDate: '01/02/2025', endDate: '01/02/2026' },
      errors: [
        {
          field: 'startDate',
          message:
            'Row 2: the start date 01/02/2025 could be day/month/year or month/day/year; choose the date order',
        },
      ],
      contract: null,
    };
    const server = serverWith(
      buildImport({
        dateOrder: null,
        message: question,
        rows: [undated],
        summary: { valid: 0, invalid: 1, duplicates: 0, newProperties: [], newVendors: [] },
      }),
    );
    server.on(
      'PATCH /api/imports/imp-1',
      json(
        200,
        buildImport({
          dateOrder: 'MDY',
          rows: [
            {
              ...undated,
              errors: [],
              contract: contractOf('Linen', 'Acme Linen', '2025-01-02', '2026-01-02', '2025-10-04'),
            },
          ],
          summary: { valid: 1, invalid: 0, duplicates: 0, newProperties: [], newVendors: [] },
        }),
      ),
    );
    const { user } = renderApp('/app/import?import=imp-1');

    const group = await screen.findByRole('group', { name: question });
    expect(screen.getByText('0 rows ready, 1 with problems, 0 already in Keydate')).toBeTruthy();
    await user.click(within(group).getByRole('button', { name: IMPORT_MSG.monthDayYear }));
    expect(server.calls('PATCH /api/imports/imp-1')[0]?.body).toEqual({ dateOrder: 'MDY' });
    expect(await screen.findByText('1 row ready, 0 with problems, 0 already in Keydate')).toBeTruthy();
    expect(screen.queryByRole('group', { name: question })).toBeNull();
    expect(within(await rowOf(2)).getByText('Jan 2, 2025')).toBeTruthy();
  });

  it('fixes a row in place: its cells prefilled, checked again, the summary refreshed; Escape cancels', async () => {
    const server = serverWith();
    const { user } = renderApp('/app/import?import=imp-1');

    const fix = await within(await rowOf(4)).findByRole('button', { name: 'Fix row 4' });
    expect(fix.getAttribute('aria-expanded')).toBe('false');
    await user.click(fix);
    const form = screen.getByRole('form', { name: 'Row 4' });
    const end = within(form).getByLabelText('End date') as HTMLInputElement;
    expect(end.value).toBe('31/02/2026');
    expect(end.getAttribute('aria-invalid')).toBe('true');
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('Pool care');
    expect((within(form).getByLabelText('Notice period or date') as HTMLInputElement).value).toBe('60 days');
    expect(document.activeElement).toBe(within(form).getByLabelText('Name'));
    expect(fix.getAttribute('aria-expanded')).toBe('true');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form', { name: 'Row 4' })).toBeNull();
    await waitFor(async () =>
      expect(document.activeElement).toBe(within(await rowOf(4)).getByRole('button', { name: 'Fix row 4' })),
    );

    await user.click(within(await rowOf(4)).getByRole('button', { name: 'Fix row 4' }));
    const again = screen.getByRole('form', { name: 'Row 4' });
    server.on('PATCH /api/imports/imp-1/rows/4', json(200, poolFixed));
    server.on(
      'GET /api/imports/imp-1',
      json(
        200,
        buildImport({
          rows: [linen, boiler, poolFixed],
          summary: { valid: 3, invalid: 0, duplicates: 1, newProperties: [], newVendors: ['HeatCo'] },
        }),
      ),
    );
    const fetchedBefore = server.calls('GET /api/imports/imp-1').length;
    await user.clear(within(again).getByLabelText('End date'));
    await user.type(within(again).getByLabelText('End date'), '28/02/2026');
    await user.click(within(again).getByRole('button', { name: IMPORT_MSG.checkAgain }));

    expect(server.calls('PATCH /api/imports/imp-1/rows/4')[0]?.body).toEqual({
      values: { endDate: '28/02/2026' },
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Row 4' })).toBeNull());
    const fixed = await rowOf(4);
    expect(within(fixed).getByText(IMPORT_MSG.ready)).toBeTruthy();
    expect(within(fixed).getByText('Feb 28, 2026')).toBeTruthy();
    expect(within(fixed).queryByRole('button')).toBeNull();
    expect(await screen.findByText('2 rows ready, 0 with problems, 1 already in Keydate')).toBeTruthy();
    expect(server.calls('GET /api/imports/imp-1').length).toBe(fetchedBefore + 1);
    expect(document.activeElement?.textContent).toBe(IMPORT_MSG.ready);
  });

  it('keeps a row whose check still fails open, with the new problem', async () => {
    const server = serverWith();
    const stillWrong: TWireRow = {
      ...pool,
      values: { ...pool.values, endDate: '01/01/2025' },
      errors: [
        {
          field: 'endDate',
          message: 'Row 4: the end date 01/01/2025 is not after the start date 01/04/2025',
        },
      ],
    };
    server.on('PATCH /api/imports/imp-1/rows/4', json(200, stillWrong));
    server.on('GET /api/imports/imp-1', json(200, buildImport({ rows: [linen, boiler, stillWrong] })));
    const { user } = renderApp('/app/import?import=imp-1');
    await user.click(await within(await rowOf(4)).findByRole('button', { name: 'Fix row 4' }));
    const form = screen.getByRole('form', { name: 'Row 4' });
    await user.clear(within(form).getByLabelText('End date'));
    await user.type(within(form).getByLabelText('End date'), '01/01/2025');
    await user.click(within(form).getByRole('button', { name: IMPORT_MSG.checkAgain }));
    expect(
      await within(form).findByText('Row 4: the end date 01/01/2025 is not after the start date 01/04/2025'),
    ).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Row 4' })).toBe(form);
  });

  it('filters the rows and pages through them fifty at a time', async () => {
    const many: TWireRow[] = Array.from({ length: 120 }, (_, i) =>
      i % 4 === 3
        ? { ...pool, row: i + 2, errors: [{ field: null, message: `Row ${i + 2}: broken` }] }
        : { ...linen, row: i + 2, values: { ...linen.values, name: `Contract ${i + 2}` } },
    );
    serverWith(
      buildImport({
        rows: many,
        summary: { valid: 90, invalid: 30, duplicates: 0, newProperties: [], newVendors: [] },
      }),
    );
    const { user } = renderApp('/app/import?import=imp-1');
    const table = await screen.findByRole('table', { name: IMPORT_MSG.rowsCaption });
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    expect(screen.getByText('Showing 1 to 50 of 120 results')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByText('Showing 101 to 120 of 120 results')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'With problems (30)' }));
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Already in Keydate (0)' }));
    expect(within(table).getByText(IMPORT_MSG.noRowsToShow)).toBeTruthy();
  });

  it('writes with the choices made, says so meanwhile, and shows what it did', async () => {
    const server = serverWith(
      buildImport({
        summary: { valid: 2, invalid: 1, duplicates: 1, newProperties: [], newVendors: ['HeatCo'] },
      }),
    );
    const answer = deferred();
    server.on('POST /api/imports/imp-1/commit', () => answer.promise);
    const { user, router } = renderApp('/app/import?import=imp-1');

    const commit = await screen.findByRole('region', { name: IMPORT_MSG.commitTitle });
    expect(within(commit).getByText('HeatCo')).toBeTruthy();
    expect(
      (within(commit).getByRole('radio', { name: IMPORT_MSG.modeAll }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      (within(commit).getByRole('radio', { name: IMPORT_MSG.skipDuplicates }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(within(commit).getByRole('button', { name: 'Import 1 contract' })).toBeTruthy();

    await user.click(within(commit).getByRole('radio', { name: IMPORT_MSG.modeValid }));
    await user.click(within(commit).getByRole('checkbox', { name: IMPORT_MSG.createMissing }));
    await user.click(within(commit).getByRole('radio', { name: IMPORT_MSG.updateDuplicates }));
    await user.click(within(commit).getByRole('button', { name: 'Import 2 contracts' }));

    expect(server.calls('POST /api/imports/imp-1/commit')[0]?.body).toEqual({
      mode: 'valid',
      createMissing: true,
      onDuplicate: 'update',
    });
    expect(await within(commit).findByText(IMPORT_MSG.writing)).toBeTruthy();
    expect(within(commit).getByRole('button', { name: 'Import 2 contracts' }).hasAttribute('disabled')).toBe(
      true,
    );
    const contractsBefore = server.calls('GET /api/contracts').length;
    answer.resolve(json(200, { created: 1, updated: 1, skipped: 1 }));

    const result = await screen.findByRole('region', { name: IMPORT_MSG.resultTitle });
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(result).getByRole('heading', { name: IMPORT_MSG.resultTitle }),
      ),
    );
    const figures = [...result.querySelectorAll('dt')].map(
      (term) => `${term.textContent} ${term.nextElementSibling?.textContent}`,
    );
    expect(figures).toEqual(['Created 1', 'Updated 1', 'Skipped 1']);
    expect(screen.queryByRole('table', { name: IMPORT_MSG.rowsCaption })).toBeNull();

    await user.click(within(result).getByRole('link', { name: IMPORT_MSG.backToDashboard }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/dashboard'));
    await waitFor(() => expect(server.calls('GET /api/contracts').length).toBeGreaterThan(contractsBefore));
  });

  it('shows why nothing was written when the server refuses, and the choices stay', async () => {
    const server = serverWith();
    server.on(
      'POST /api/imports/imp-1/commit',
      json(400, {
        message: MSG_FN.importRowsInvalid([4]),
        errors: { 'rows.4': 'Row 4: the end date 31/02/2026 does not exist' },
      }),
    );
    const { user } = renderApp('/app/import?import=imp-1');
    const commit = await screen.findByRole('region', { name: IMPORT_MSG.commitTitle });
    await user.click(within(commit).getByRole('button', { name: 'Import 1 contract' }));
    expect((await within(commit).findByRole('alert')).textContent).toBe(
      'Nothing was imported: row 4 cannot be written as they are',
    );
    expect(server.calls('POST /api/imports/imp-1/commit')[0]?.body).toEqual({
      mode: 'all',
      createMissing: false,
      onDuplicate: 'skip',
    });
    expect(within(commit).getByRole('button', { name: 'Import 1 contract' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('says an import written before cannot be written again', async () => {
    const server = serverWith(buildImport({ committed: true }));
    renderApp('/app/import?import=imp-1');
    expect(await screen.findByText(IMPORT_MSG.alreadyWritten)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Import \d/ })).toBeNull();
    expect(screen.getByRole('link', { name: IMPORT_MSG.backToDashboard }).getAttribute('href')).toBe(
      '/app/dashboard',
    );
    expect(server.calls('POST /api/imports/imp-1/commit')).toHaveLength(0);
  });

  it('says so when the import cannot be loaded, and offers to start again', async () => {
    const server = serverWith();
    server.on('GET /api/imports/imp-1', json(404, { message: API_MSG.importNotFound }));
    const { user, router } = renderApp('/app/import?import=imp-1');
    expect((await screen.findByRole('alert')).textContent).toBe(API_MSG.importNotFound);
    await user.click(screen.getByRole('button', { name: IMPORT_MSG.chooseAnotherFile }));
    expect(router.state.location.search).toBe('');
    const heading = await screen.findByRole('heading', { name: IMPORT_MSG.chooseTitle });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('is an admin’s: anyone else is sent to the dashboard and nothing is asked of the import API', async () => {
    const server = serverWith();
    signedInAs(server, buildUser({ _id: 'u-uma', role: 'user', email: 'uma@example.com' }));
    const { router } = renderApp('/app/import?import=imp-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contracts' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/dashboard');
    expect(server.calls().filter((call) => call.path.startsWith('/api/imports'))).toHaveLength(0);
    expect(screen.queryByRole('link', { name: IMPORT_MSG.dashboardLink })).toBeNull();
  });
});
