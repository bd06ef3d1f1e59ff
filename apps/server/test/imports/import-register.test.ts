// POST /api/imports and what follows: a register read in the reading child, each row checked and
// corrected in place, written in one transaction, matched to the contracts it already holds, and only
// ever in the caller's workspace.
import type { TImport } from '@keydate/domain';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { and, count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, properties, reminderDeliveries, vendors } from '../../src/db/schema/index.ts';
import { fixedClock } from '../../src/lib/clock.ts';
import { planReminders } from '../../src/services/reminders/plan-reminders.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { buildContractWorld, type Headers } from '../support/contracts.ts';
import { type FormPart, multipartBody } from '../support/multipart.ts';

type World = Awaited<ReturnType<typeof buildContractWorld>>;

const REGISTER = [
  'Agreement;Supplier;Hotel;Category;Commencement;Expiry;Notice period',
  'Linen service;Acme Linen;Harbour View;Service;01/02/2025;31/01/2027;90 days',
  'Boiler maintenance;HeatCo;harbour  view;Maintenance;15/03/2025;;',
  'Pool care;HeatCo;New Lodge;service;01/04/2025;31/02/2026;60 days',
  '',
  'Group laundry;Acme Linen;"Harbour View; Beach House";Supplies;01/05/2025;01/05/2028;3 months',
].join('\r\n');

describe('importing a register', () => {
  let t: TestApp;
  let w: World;
  let other: World;

  beforeAll(async () => {
    t = await buildTestApp({ clock: fixedClock('2025-06-01T09:00:00.000Z') });
    w = await buildContractWorld(t);
    other = await buildContractWorld(t);
  });
  afterAll(() => t.close());

  const send = (
    headers: Headers,
    file: { name: string; data: Buffer | string },
    fields: Record<string, string> = {},
  ) => {
    const parts: FormPart[] = [
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      { name: 'file', filename: file.name, data: file.data },
    ];
    const body = multipartBody(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/imports',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const started = async (
    file: { name: string; data: Buffer | string },
    fields?: Record<string, string>,
    headers = w.admin,
  ) => {
    const res = await send(headers, file, fields);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as TImport;
  };
  const commit = (id: string, body: object, headers = w.admin) =>
    t.app.inject({ method: 'POST', url: `/api/imports/${id}/commit`, headers, payload: body });
  const contractCount = async (workspaceId = w.workspace.id) =>
    (await t.db.select({ n: count() }).from(contracts).where(eq(contracts.workspaceId, workspaceId)))[0]?.n;
  const exportCsv = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/contracts/export?format=csv',
      headers: w.admin,
    });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('proposes the columns, says what each row becomes and what is wrong with it, and writes nothing', async () => {
    const answer = await started({ name: 'register.csv', data: REGISTER });
    expect(answer.columns).toEqual([
      'Agreement',
      'Supplier',
      'Hotel',
      'Category',
      'Commencement',
      'Expiry',
      'Notice period',
    ]);
    expect(answer.mapping).toEqual({
      Agreement: 'name',
      Supplier: 'vendor',
      Hotel: 'properties',
      Category: 'category',
      Commencement: 'startDate',
      Expiry: 'endDate',
      'Notice period': 'notice',
    });
    expect(answer.dateOrder).toBe('DMY');
    expect(answer.message).toBeNull();
    expect(answer.rows.map((row) => row.row)).toEqual([2, 3, 4, 6]);
    const [linen, boiler, pool, group] = answer.rows;
    expect(linen?.errors).toEqual([]);
    expect(linen?.contract).toMatchObject({
      name: 'Linen service',
      agreementType: 'INDIVIDUAL',
      contractType: 'service',
      startDate: '2025-02-01T12:00:00.000Z',
      endDate: '2027-01-31T12:00:00.000Z',
      noticeDate: '2026-11-02T12:00:00.000Z',
      propertyNames: ['Harbour View'],
      vendorName: 'Acme Linen',
    });
    expect(boiler?.errors.map((error) => error.message)).toEqual([
      'Row 3: neither an end date nor a term is given',
    ]);
    expect(pool?.errors).toEqual([
      { field: 'endDate', message: 'Row 4: the end date 31/02/2026 does not exist' },
    ]);
    expect(group?.contract).toMatchObject({
      agreementType: 'MSA',
      propertyNames: ['Harbour View', 'Beach House'],
    });
    expect(answer.summary).toEqual({
      valid: 2,
      invalid: 2,
      duplicates: 0,
      newProperties: [],
      newVendors: [],
    });
    expect(await contractCount()).toBe(0);
  });

  it('asks for the date order when the file does not tell it, and reads the rows once it is chosen', async () => {
    const csv = 'Name,Property,Start,Term\nLinen,Harbour View,01/02/2025,1 year\n';
    const asked = await started({ name: 'r.csv', data: csv });
    expect(asked.dateOrder).toBeNull();
    expect(asked.message).toBe(
      'The dates in this file could be day/month/year or month/day/year: choose which they are',
    );
    expect(asked.rows[0]?.contract).toBeNull();
    const chosen = await started({ name: 'r.csv', data: csv }, { dateOrder: 'MDY' });
    expect(chosen.rows[0]?.contract?.startDate).toBe('2025-01-02T12:00:00.000Z');
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/imports/${asked.id}`,
      headers: w.admin,
      payload: { dateOrder: 'DMY' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().rows[0].contract.startDate).toBe('2025-02-01T12:00:00.000Z');
  });

  it('takes a row corrected in place, and writes all rows or none', async () => {
    const answer = await started({ name: 'register.csv', data: REGISTER });
    const refused = await commit(answer.id, { mode: 'all', createMissing: true, onDuplicate: 'skip' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Nothing was imported: rows 3, 4 cannot be written as they are');
    expect(refused.json().errors).toMatchObject({
      'rows.3': 'Row 3: neither an end date nor a term is given',
    });
    expect(await contractCount()).toBe(0);

    const fix = (row: number, values: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/imports/${answer.id}/rows/${row}`,
        headers: w.admin,
        payload: { values },
      });
    const fixed = await fix(3, { term: '2 years' });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({
      row: 3,
      errors: [],
      values: { term: '2 years', name: 'Boiler maintenance' },
    });
    expect((await fix(4, { endDate: '28/02/2026' })).json().errors).toEqual([]);
    expect((await fix(99, { endDate: '28/02/2026' })).statusCode).toBe(404);

    const checked = (
      await t.app.inject({ method: 'GET', url: `/api/imports/${answer.id}`, headers: w.admin })
    ).json();
    expect(checked.summary).toEqual({
      valid: 4,
      invalid: 0,
      duplicates: 0,
      newProperties: ['New Lodge'],
      newVendors: ['HeatCo'],
    });

    const written = await commit(answer.id, { mode: 'all', createMissing: true, onDuplicate: 'skip' });
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json()).toEqual({ created: 4, updated: 0, skipped: 0 });
    expect(await contractCount()).toBe(4);
    const lodge = await t.db
      .select()
      .from(properties)
      .where(and(eq(properties.workspaceId, w.workspace.id), eq(properties.name, 'New Lodge')));
    expect(lodge).toHaveLength(1);
    const heat = await t.db.select().from(vendors).where(eq(vendors.workspaceId, w.workspace.id));
    expect(heat.map((vendor) => vendor.name).sort()).toEqual(['Acme Linen', 'HeatCo']);
    // 'harbour  view' is the workspace's Harbour View, not a new property.
    expect(
      (await t.db.select().from(properties).where(eq(properties.workspaceId, w.workspace.id))).length,
    ).toBe(4);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/contracts?q=Group&page=1',
      headers: w.admin,
    });
    const group = list.json().items[0];
    expect(group).toMatchObject({
      name: 'Group laundry',
      agreementType: 'MSA',
      endDate: '2028-05-01T12:00:00.000Z',
      nonRenewalNoticeStart: '2028-02-01T12:00:00.000Z',
      documentKey: null,
    });
    expect(group.propertyIds.map((p: { name: string }) => p.name)).toEqual(['Harbour View', 'Beach House']);

    expect(
      (await commit(answer.id, { mode: 'all', createMissing: true, onDuplicate: 'skip' })).statusCode,
    ).toBe(409);
    expect((await fix(3, { term: '3 years' })).statusCode).toBe(409);
  });

  it('creates nothing new from the same file twice', async () => {
    const again = await started({ name: 'register.csv', data: REGISTER });
    // Every row is a contract the first import wrote, the two corrected then included.
    expect(again.summary.duplicates).toBe(4);
    expect(again.rows.every((row) => row.duplicateOf)).toBe(true);
    const result = await commit(again.id, { mode: 'valid', createMissing: true, onDuplicate: 'skip' });
    expect(result.json()).toEqual({ created: 0, updated: 0, skipped: 4 });
    expect(await contractCount()).toBe(4);
  });

  it('updates the contracts an exported register names once it is edited and imported again', async () => {
    const rows = parse(await exportCsv(), { bom: true, columns: true }) as Array<Record<string, string>>;
    const linen = rows.find((row) => row.Name === 'Linen service');
    if (!linen) throw new Error('no linen row');
    linen.End = '2028-01-31';
    linen.Name = 'Linen and towels';
    // Imported by the admin, so theirs; now the member's, and renewing for a year at a time.
    expect(linen.Owner).toBe(w.adminUser.email);
    expect(linen['Renews for']).toBe('No');
    linen.Owner = w.memberUser.email.toUpperCase();
    linen['Renews for'] = '1 year';
    const edited = stringify(rows, { header: true, bom: true });
    const answer = await started({ name: 'contracts.csv', data: edited });
    expect(answer.summary).toMatchObject({ valid: 4, invalid: 0, duplicates: 4 });
    const result = await commit(answer.id, { mode: 'all', createMissing: false, onDuplicate: 'update' });
    expect(result.json()).toEqual({ created: 0, updated: 4, skipped: 0 });
    const contract = (
      await t.app.inject({ method: 'GET', url: `/api/contracts/${linen.Id}`, headers: w.admin })
    ).json();
    // The notice date moves with the end: the register's old notice date was left as it was.
    expect(contract).toMatchObject({
      name: 'Linen and towels',
      endDate: '2028-01-31T12:00:00.000Z',
      nonRenewalNoticeStart: '2027-11-02T12:00:00.000Z',
      owner: { _id: w.memberUser.id },
      lifecycle: { renewal: { type: 'automatic', term: { value: 1, unit: 'YEARS' } } },
    });
    // Its history: imported, then the import's changes field by field.
    const history = (
      await t.app.inject({ method: 'GET', url: `/api/contracts/${linen.Id}/history`, headers: w.member })
    ).json();
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(['imported', 'imported']);
    expect(history[0].actor).toEqual({ _id: w.adminUser.id, name: w.adminUser.name });
    expect(history[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'Name', from: 'Linen service', to: 'Linen and towels' },
        { field: 'Owner', from: w.adminUser.name, to: w.memberUser.name },
        {
          field: 'Renewal',
          from: 'Does not renew automatically',
          to: 'Renews automatically for 1 year at a time',
        },
      ]),
    );
    expect(history[1].changes).toContainEqual({ field: 'Name', from: null, to: 'Linen service' });
    linen.Owner = w.memberUser.email;
    expect(parse(await exportCsv(), { bom: true, columns: true })).toEqual(
      rows.map((row) => ({
        ...row,
        'Days left': expect.any(String),
        'Notice date': expect.any(String),
        'Evaluation start': expect.any(String),
        Status: expect.any(String),
      })),
    );
    expect(await contractCount()).toBe(4);
  });

  it('puts imported contracts in the bell and the reminder plan like any other', async () => {
    const csv =
      'Name,Property,Start,End,Notice period\nIce machines,Harbour View,2024-06-20,2025-06-20,10 days\n';
    const answer = await started({ name: 'soon.csv', data: csv });
    expect(
      (await commit(answer.id, { mode: 'all', createMissing: false, onDuplicate: 'skip' })).statusCode,
    ).toBe(200);
    const bell = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: w.member });
    const [ice] = await t.db
      .select({ id: contracts.id })
      .from(contracts)
      .where(eq(contracts.name, 'Ice machines'));
    expect(bell.json().map((n: { id: string }) => n.id)).toEqual(
      expect.arrayContaining([`non_renewal:${ice?.id}:2025-06-10`, `expiration:${ice?.id}:2025-06-20`]),
    );
    await planReminders({ db: t.db, now: new Date('2025-06-01T09:00:00.000Z') });
    const planned = await t.db
      .select()
      .from(reminderDeliveries)
      .where(eq(reminderDeliveries.contractId, ice?.id ?? ''));
    expect(planned.length).toBeGreaterThan(0);
  });

  it('leaves out the rows naming what does not exist unless the person agrees to create it', async () => {
    const csv =
      'Name,Property,Vendor,Start,Term\nSpa,Harbour View,Nobody Ltd,2025-01-01,1 year\nGym,Harbour View,Acme Linen,2025-01-01,1 year\n';
    const answer = await started({ name: 'r.csv', data: csv });
    expect(answer.summary.newVendors).toEqual(['Nobody Ltd']);
    const refused = await commit(answer.id, { mode: 'all', createMissing: false, onDuplicate: 'skip' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      'rows.2': "Row 2: 'Nobody Ltd' does not exist yet, and creating it was not chosen",
    });
    const result = await commit(answer.id, { mode: 'valid', createMissing: false, onDuplicate: 'skip' });
    expect(result.json()).toEqual({ created: 1, updated: 0, skipped: 1 });
    expect((await t.db.select().from(vendors).where(eq(vendors.name, 'Nobody Ltd'))).length).toBe(0);
  });

  it('reads Windows-1252, UTF-16, XLSX with date cells, and gives repeated headers names of their own', async () => {
    const latin = Buffer.from(
      'Name;Property;Start;Term\nCafé crème;Harbour View;2025-01-01;1 year\n',
      'latin1',
    );
    expect((await started({ name: 'latin.csv', data: latin })).rows[0]?.contract?.name).toBe('Café crème');
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('Name\tProperty\tStart\tTerm\nÉtoile\tHarbour View\t2025-01-01\t1 year\n', 'utf16le'),
    ]);
    expect((await started({ name: 'utf16.csv', data: utf16 })).rows[0]?.contract?.name).toBe('Étoile');

    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Notes').addRow(['nothing here']);
    const sheet = workbook.addWorksheet('Register');
    sheet.addRow(['Contract', 'Start', 'Start', 'Hotel', 'Term']);
    sheet.addRow(['Minibar', new Date('2025-03-01T00:00:00Z'), 'x', 'Harbour View', '36 months']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const read = await started({ name: 'book.xlsx', data: xlsx }, { sheet: 'Register' });
    expect(read.sheets).toEqual(['Notes', 'Register']);
    expect(read.columns).toEqual(['Contract', 'Start', 'Start (2)', 'Hotel', 'Term']);
    expect(read.rows[0]?.contract).toMatchObject({
      startDate: '2025-03-01T12:00:00.000Z',
      endDate: '2028-03-01T12:00:00.000Z',
    });
    expect(
      (await send(w.admin, { name: 'book.xlsx', data: xlsx }, { sheet: 'Missing' })).json().message,
    ).toBe('The workbook has no sheet of that name');
  });

  it('refuses what is not a register with a clear message, and keeps nothing of it', async () => {
    const wrong = await send(w.admin, { name: 'register.xls', data: 'x' });
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json().message).toBe('Please upload the register as a CSV or Excel (.xlsx) file');
    const large = await send(w.admin, { name: 'big.csv', data: Buffer.alloc(11 * 1024 * 1024, 'a') });
    expect(large.statusCode).toBe(413);
    const notZip = await send(w.admin, { name: 'fake.xlsx', data: 'Name,Start\nA,2025-01-01\n' });
    expect(notZip.statusCode).toBe(400);
    expect(notZip.json().message).toBe('The file could not be read as a CSV or Excel register');
    const empty = await send(w.admin, { name: 'empty.csv', data: '\n\n' });
    expect(empty.json().message).toBe('The file holds no rows');
    const badMapping = await send(
      w.admin,
      { name: 'r.csv', data: REGISTER },
      { mapping: '{"Agreement":"name","Supplier":"name"}' },
    );
    expect(badMapping.statusCode).toBe(400);
    expect(badMapping.json().message).toBe('Name is chosen for more than one column');
  });

  it('is an admin’s, and never crosses workspaces', async () => {
    expect((await send(w.member, { name: 'r.csv', data: REGISTER })).statusCode).toBe(403);
    const mine = await started({ name: 'r.csv', data: REGISTER });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/imports/${mine.id}`, headers: w.member })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/imports/${mine.id}`, headers: other.admin }))
        .statusCode,
    ).toBe(404);
    expect(
      (await commit(mine.id, { mode: 'valid', createMissing: true, onDuplicate: 'skip' }, other.admin))
        .statusCode,
    ).toBe(404);
    expect(await contractCount(other.workspace.id)).toBe(0);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/imports/not-an-id', headers: w.admin })).statusCode,
    ).toBe(404);
  });

  it('offers a sample register in both formats that imports as it is', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/imports/template?format=${format}`,
        headers: w.member,
      });
      expect(res.statusCode).toBe(200);
      const answer = await started({ name: `template.${format}`, data: res.rawPayload });
      expect(answer.summary).toMatchObject({
        valid: 2,
        invalid: 0,
        newProperties: ['Harbour Hotel', 'Park Inn'],
      });
      expect(answer.rows[1]?.contract).toMatchObject({
        agreementType: 'MSA',
        endDate: '2028-07-01T12:00:00.000Z',
      });
    }
  });
});
