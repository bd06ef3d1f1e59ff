// POST /api/imports with registers built to hurt or to confuse: too many sheets or rows, zip bombs, a file
// far over the upload limit, zip entries that climb out of their folder, merged cells, empty rows and
// repeated headers. Each gets a clear answer; a refused one leaves no import and no contract behind.
import { API_MSG, MSG, type TImport } from '@keydate/domain';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, imports } from '../../src/db/schema/index.ts';
import { MAX_ROWS, MAX_SHEETS } from '../../src/documents/reading/document-reader.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { buildContractWorld } from '../support/contracts.ts';
import { deflatedEntry, storedEntry, zipEntries } from '../support/docx.ts';
import { docxZipBomb } from '../support/hostile-documents.ts';
import { multipartBody } from '../support/multipart.ts';

type World = Awaited<ReturnType<typeof buildContractWorld>>;

async function workbook(build: (book: ExcelJS.Workbook) => void): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  build(book);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';

/** The parts of a one-sheet workbook whose cells hold their text inline, as Excel reads them. */
function workbookParts(rows: string[][]): Record<string, string> {
  const column = (i: number) => String.fromCharCode(65 + i);
  const sheetRows = rows.map(
    (cells, r) =>
      `<row r="${r + 1}">${cells
        .map((text, i) => `<c r="${column(i)}${r + 1}" t="inlineStr"><is><t>${text}</t></is></c>`)
        .join('')}</row>`,
  );
  return {
    '[Content_Types].xml': `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    '_rels/.rels': `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `${XML}<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="Register" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    'xl/worksheets/sheet1.xml': `${XML}<worksheet xmlns="${MAIN}"><sheetData>${sheetRows.join('')}</sheetData></worksheet>`,
  };
}

const REGISTER_ROWS = [
  ['Name', 'Property', 'Start', 'Term'],
  ['Linen service', 'Harbour View', '2025-01-01', '1 year'],
];

/** A workbook zipped by hand, with whatever other entries are given beside its parts. */
const handZipped = (extra: Record<string, string> = {}) =>
  zipEntries(
    Object.entries({ ...workbookParts(REGISTER_ROWS), ...extra }).map(([name, text]) =>
      deflatedEntry(name, Buffer.from(text, 'utf8')),
    ),
  );

describe('a hostile or confusing register sent to POST /api/imports', () => {
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    t = await buildTestApp();
    w = await buildContractWorld(t);
  });
  afterAll(() => t.close());

  const send = (name: string, data: Buffer | string) => {
    const body = multipartBody([{ name: 'file', filename: name, data }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/imports',
      headers: { ...w.admin, ...body.headers },
      payload: body.payload,
    });
  };
  const started = async (name: string, data: Buffer | string) => {
    const res = await send(name, data);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as TImport;
  };
  const left = async () => ({
    imports: (
      await t.db.select({ n: count() }).from(imports).where(eq(imports.workspaceId, w.workspace.id))
    )[0]?.n,
    contracts: (
      await t.db.select({ n: count() }).from(contracts).where(eq(contracts.workspaceId, w.workspace.id))
    )[0]?.n,
  });
  /** The file is refused with this status and message, and nothing of it is kept. */
  const refused = async (name: string, data: Buffer | string, status: number, message: string) => {
    const before = await left();
    const res = await send(name, data);
    expect([res.statusCode, res.json().message], name).toEqual([status, message]);
    expect(await left()).toEqual(before);
  };

  it(`refuses a workbook of 1,000 sheets (more than ${MAX_SHEETS})`, async () => {
    const bytes = await workbook((book) => {
      for (let i = 0; i < 1_000; i += 1) book.addWorksheet(`Sheet ${i + 1}`);
    });
    await refused('sheets.xlsx', bytes, 413, API_MSG.registerTooManySheets);
  });

  it('refuses zip bombs named .xlsx: a gigabyte behind a true or a lying size, and 10,001 entries', async () => {
    await refused('bomb.xlsx', docxZipBomb(1024, 'lie'), 413, API_MSG.registerTooLarge);
    await refused('bomb.xlsx', docxZipBomb(1024, 'truth'), 413, API_MSG.registerTooLarge);
    const entries = Array.from({ length: 10_001 }, (_, i) =>
      storedEntry(`xl/media/${i}.xml`, Buffer.from('x')),
    );
    await refused('entries.xlsx', zipEntries(entries), 413, API_MSG.registerTooLarge);
  });

  it('refuses a 50 MB file as over the upload limit', async () => {
    const bytes = Buffer.alloc(50 * 1024 * 1024, 'Linen,Acme\n');
    await refused('huge.csv', bytes, 413, MSG.uploadTooLarge);
  });

  it('refuses a workbook whose zip entries climb out of their folder, before any part is read', async () => {
    // The same workbook without such an entry is read: the climbing name is what is refused.
    expect((await started('plain.xlsx', handZipped())).rows[0]?.values).toMatchObject({
      name: 'Linen service',
      properties: 'Harbour View',
    });
    for (const climbing of [
      '../../keydate-climbed.xml',
      'xl/../../keydate-climbed.xml',
      '..\\keydate-climbed.xml',
    ]) {
      await refused(
        'climbing.xlsx',
        handZipped({ [climbing]: '<climbed/>' }),
        400,
        API_MSG.registerUnreadable,
      );
    }
  });

  it('reads a merged range’s text once, under its first column', async () => {
    const bytes = await workbook((book) => {
      const sheet = book.addWorksheet('Register');
      sheet.addRow(['Name', 'Property', 'Vendor', 'Start', 'Term']);
      sheet.addRow(['Linen service', 'Harbour View', '', '2025-01-01', '1 year']);
      sheet.addRow(['Pool care', 'Beach House', 'Aqua Blue', '2025-02-01', '2 years']);
      // Across two columns of one row, and down two rows of one column.
      sheet.mergeCells('B2:C2');
      sheet.mergeCells('B3:B4');
      sheet.getCell('A4').value = 'Spa towels';
      sheet.getCell('D4').value = '2025-03-01';
      sheet.getCell('E4').value = '1 year';
    });
    const answer = await started('merged.xlsx', bytes);
    expect(answer.rows.map((row) => [row.row, row.values.properties, row.values.vendor])).toEqual([
      [2, 'Harbour View', ''],
      [3, 'Beach House', 'Aqua Blue'],
      [4, '', ''],
    ]);
    expect(answer.rows.map((row) => row.errors.map((error) => error.message))).toEqual([
      [],
      [],
      ['Row 4: no property is named'],
    ]);
    expect((await left()).contracts).toBe(0);
  });

  it('skips empty rows and keeps each row’s number in the file, in CSV and in a workbook', async () => {
    const csv =
      '\r\nName,Property,Start,Term\r\n,,,\r\nLinen,Harbour View,2025-01-01,1 year\r\n\r\n , ,  , \r\nPool,Beach House,2025-02-01,1 year\r\n';
    const fromCsv = await started('gaps.csv', csv);
    expect(fromCsv.columns).toEqual(['Name', 'Property', 'Start', 'Term']);
    expect(fromCsv.rows.map((row) => [row.row, row.values.name])).toEqual([
      [4, 'Linen'],
      [7, 'Pool'],
    ]);
    const bytes = await workbook((book) => {
      const sheet = book.addWorksheet('Register');
      sheet.getRow(3).values = ['Name', 'Property', 'Start', 'Term'];
      sheet.getRow(5).values = ['Linen', 'Harbour View', '2025-01-01', '1 year'];
      sheet.getRow(6).values = ['', '  ', '', ''];
      sheet.getRow(9).values = ['Pool', 'Beach House', '2025-02-01', '1 year'];
    });
    const fromXlsx = await started('gaps.xlsx', bytes);
    expect(fromXlsx.rows.map((row) => [row.row, row.values.name])).toEqual([
      [5, 'Linen'],
      [9, 'Pool'],
    ]);
    expect(fromXlsx.rows.every((row) => row.errors.length === 0)).toBe(true);
  });

  it('names repeated and empty headers apart, and maps only the first of each', async () => {
    const answer = await started(
      'headers.csv',
      'Name,Start,start,Property,,Start,\nLinen,2025-01-01,2026-01-01,Harbour View,x,2027-01-01,y\n',
    );
    expect(answer.columns).toEqual([
      'Name',
      'Start',
      'start (2)',
      'Property',
      'Column 5',
      'Start (3)',
      'Column 7',
    ]);
    expect(new Set(answer.columns).size).toBe(answer.columns.length);
    expect(answer.mapping).toEqual({
      Name: 'name',
      Start: 'startDate',
      'start (2)': null,
      Property: 'properties',
      'Column 5': null,
      'Start (3)': null,
      'Column 7': null,
    });
    expect(answer.rows[0]?.values).toEqual({
      name: 'Linen',
      startDate: '2025-01-01',
      properties: 'Harbour View',
    });
  });

  it(`reads ${MAX_ROWS.toLocaleString('en-US')} rows and refuses one more`, async () => {
    const rows = (n: number) =>
      `Name,Property,Start,Term\n${Array.from({ length: n }, (_, i) => `Contract ${i + 1},Harbour View,2025-01-01,1 year`).join('\n')}\n`;
    await refused('many.csv', rows(MAX_ROWS + 1), 413, API_MSG.registerTooManyRows);
    const answer = await started('limit.csv', rows(MAX_ROWS));
    expect(answer.rows).toHaveLength(MAX_ROWS);
    expect(answer.rows.at(-1)?.row).toBe(MAX_ROWS + 1);
    expect((await left()).contracts).toBe(0);
  });

  it('refuses 10 MB of short rows as too many rows, and a row wider than a spreadsheet as unreadable', async () => {
    const short = `Name,Start\n${'a,b\n'.repeat(2_500_000)}`;
    await refused('short-rows.csv', short, 413, API_MSG.registerTooManyRows);
    const wide = `${'Name,'.repeat(2_000_000)}\n`;
    await refused('wide.csv', wide, 400, API_MSG.registerUnreadable);
  });
});
