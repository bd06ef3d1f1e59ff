// GET /api/contracts/export: the dashboard's view (search, filters, sort, all pages) as a CSV or XLSX
// register, in the list's own order, formula-safe, and only ever the caller's workspace.
import { REGISTER_COLUMNS, type TContractListQueryInput } from '@keydate/domain';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/lib/clock.ts';
import { buildTestApp, TEST_APP_URL, type TestApp } from '../support/build-test-app.ts';
import { buildContractWorld, type Headers, individualMetadata, upload } from '../support/contracts.ts';

const NAMES = ['Aqua Pool Care', 'bakery Supply', 'Chiller Service', 'delta Laundry', 'Elevator Care'];

describe('GET /api/contracts/export', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof buildContractWorld>>;
  let other: Awaited<ReturnType<typeof buildContractWorld>>;
  const ids = new Map<string, string>();

  beforeAll(async () => {
    t = await buildTestApp({ clock: fixedClock('2025-06-01T09:00:00.000Z') });
    w = await buildContractWorld(t);
    other = await buildContractWorld(t);
    const add = async (headers: Headers, metadata: object) => {
      const res = await upload(t, headers, { metadata });
      expect(res.statusCode, res.body).toBe(201);
      return res.json()._id as string;
    };
    for (const [i, name] of NAMES.entries()) {
      const metadata = individualMetadata(w.property(i % 3).id, { name, startDate: `2025-0${i + 1}-05` });
      ids.set(name, await add(w.admin, metadata));
    }
    ids.set(
      'Linen MSA',
      await add(w.admin, {
        name: '=HYPERLINK("http://evil.example","Linen MSA")',
        agreementType: 'MSA',
        contractType: 'Supplies',
        startDate: '2025-01-05',
        propertyIds: [w.property(1).id, w.property(0).id],
        vendorId: w.vendor.id,
      }),
    );
    await add(other.admin, individualMetadata(other.property(0).id, { name: 'Another Workspace Care' }));
  });
  afterAll(() => t.close());

  const exportOf = (query: TContractListQueryInput & { format?: string }, headers: Headers = w.admin) =>
    t.app.inject({
      method: 'GET',
      url: '/api/contracts/export',
      query: query as Record<string, string>,
      headers,
    });
  const csvRows = (body: string) =>
    parse(body, { bom: true, columns: true }) as Array<Record<string, string>>;
  const listed = async (query: TContractListQueryInput) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/contracts',
      query: { ...query, page: '1', pageSize: '100' } as Record<string, string>,
      headers: w.admin,
    });
    return (res.json().items as Array<{ _id: string }>).map((item) => item._id);
  };

  it('writes every contract of the view, all pages, in the list’s order, as UTF-8 CSV with a byte order mark', async () => {
    const query = { q: 'care', sort: 'startDate', order: 'desc' } as const;
    const res = await exportOf({ ...query, format: 'csv', page: 1, pageSize: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="contracts-2025-06-01.csv"; filename*=UTF-8\'\'contracts-2025-06-01.csv',
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = csvRows(res.body);
    expect(Object.keys(rows[0] ?? {})).toEqual([...REGISTER_COLUMNS]);
    expect(rows.map((row) => row.Id)).toEqual(await listed(query));
    expect(rows.map((row) => row.Name)).toEqual(['Elevator Care', 'Aqua Pool Care']);
  });

  it('holds what a register keeps: dates, days left, status, the document and a link to the contract', async () => {
    const rows = csvRows((await exportOf({ format: 'csv' })).body);
    const chiller = rows.find((row) => row.Name === 'Chiller Service');
    expect(chiller).toEqual({
      Id: ids.get('Chiller Service'),
      Name: 'Chiller Service',
      Type: 'Individual',
      Properties: w.property(2).name,
      Vendor: '',
      Category: 'service',
      Start: '2025-03-05',
      End: '2026-03-05',
      'Evaluation start': expect.stringMatching(/^2025-\d\d-\d\d$/),
      'Notice date': expect.stringMatching(/^2025-\d\d-\d\d$/),
      'Renews for': 'No',
      Owner: w.adminUser.email,
      'Days left': '277',
      Status: expect.any(String),
      Document: 'contract.pdf',
      Link: `${TEST_APP_URL}/app/contracts/${ids.get('Chiller Service')}`,
    });
    expect(rows).toHaveLength(NAMES.length + 1);
    expect(rows.some((row) => row.Name?.includes('Another Workspace'))).toBe(false);
  });

  it('writes text that would start a formula so no spreadsheet runs it, and an MSA’s properties in one cell', async () => {
    const rows = csvRows((await exportOf({ format: 'csv' })).body);
    const msa = rows.find((row) => row.Id === ids.get('Linen MSA'));
    expect(msa?.Name).toBe('\'=HYPERLINK("http://evil.example","Linen MSA")');
    expect(msa?.Type).toBe('MSA');
    expect(msa?.Properties).toBe(`${w.property(1).name}; ${w.property(0).name}`);
    expect(msa?.Vendor).toBe(w.vendor.name);
  });

  it('writes XLSX with date cells, days left as numbers and every text as text', async () => {
    const res = await exportOf({ format: 'xlsx', contractType: 'Supplies' }, w.member);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Register');
    expect(sheet?.getRow(1).values).toEqual([undefined, ...REGISTER_COLUMNS]);
    expect(sheet?.rowCount).toBe(2);
    const cell = (column: (typeof REGISTER_COLUMNS)[number]) =>
      sheet?.getRow(2).getCell(REGISTER_COLUMNS.indexOf(column) + 1);
    expect(cell('Name')?.type).toBe(ExcelJS.ValueType.String);
    expect(cell('Name')?.value).toBe('=HYPERLINK("http://evil.example","Linen MSA")');
    expect(cell('Start')?.type).toBe(ExcelJS.ValueType.Date);
    expect(cell('Start')?.value).toEqual(new Date('2025-01-05T00:00:00.000Z'));
    expect(cell('Start')?.numFmt).toBe('yyyy-mm-dd');
    expect(cell('Days left')?.value).toBe(218);
  });

  it('answers an empty view with the headers alone, refuses an unknown format, and needs a session', async () => {
    const empty = csvRows((await exportOf({ format: 'csv', q: 'nothing matches this' })).body);
    expect(empty).toEqual([]);
    for (const format of [undefined, 'pdf']) {
      const res = await exportOf(format ? { format } : {});
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Format must be csv or xlsx');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/contracts/export?format=csv' })).statusCode).toBe(
      401,
    );
  });

  it('exports only the caller’s workspace', async () => {
    const rows = csvRows((await exportOf({ format: 'csv' }, other.member)).body);
    expect(rows.map((row) => row.Name)).toEqual(['Another Workspace Care']);
  });
});
