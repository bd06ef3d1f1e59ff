// Registers as people keep them: CSV in the encodings and with the delimiters spreadsheets write, and
// workbooks with dates, formulas, rich text, merged cells and several sheets; and files built to hurt.
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { docxZipBomb } from '../../../test/support/hostile-documents.ts';
import { createDocumentReader, READING_LIMITS } from './document-reader.ts';
import type { TRegisterTable } from './reading-types.ts';
import { readRegisterTable } from './register-table.ts';

const limits = READING_LIMITS;
const csv = (text: string | Buffer) =>
  readRegisterTable(typeof text === 'string' ? Buffer.from(text, 'utf8') : text, 'csv', limits);

function rowsOf(table: TRegisterTable) {
  if (table.state !== 'table') throw new Error(`expected a table, got ${JSON.stringify(table)}`);
  return table;
}

async function workbook(build: (book: ExcelJS.Workbook) => void): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  build(book);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('a CSV register', () => {
  it('reads UTF-8 with a byte order mark, comma-separated, quoted cells and all', async () => {
    const text =
      '\uFEFF Contract ,Vendor,Start\r\n"Linen, towels",Acme Linen,2025-01-05\r\nPool care,"Aqua ""Blue""",05/01/2025\r\n';
    expect(rowsOf(await csv(text))).toEqual({
      state: 'table',
      sheets: [],
      sheet: null,
      header: ['Contract', 'Vendor', 'Start'],
      rows: [
        { row: 2, cells: ['Linen, towels', 'Acme Linen', '2025-01-05'] },
        { row: 3, cells: ['Pool care', 'Aqua "Blue"', '05/01/2025'] },
      ],
    });
  });

  it('finds a semicolon, a tab or a bar as the delimiter', async () => {
    for (const delimiter of [';', '\t', '|']) {
      const table = rowsOf(await csv(`${['Name', 'Vendor'].join(delimiter)}\nLinen${delimiter}Acme\n`));
      expect([table.header, table.rows[0]?.cells]).toEqual([
        ['Name', 'Vendor'],
        ['Linen', 'Acme'],
      ]);
    }
  });

  it('reads UTF-16 with its byte order mark, either way round, and Windows-1252 without one', async () => {
    const text = 'Name;Vendor\nCafé linen;Müller & Söhne\n';
    const utf16le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const utf16be = Buffer.from(utf16le.subarray(2)).swap16();
    const windows1252 = Buffer.from(text, 'latin1');
    for (const bytes of [utf16le, Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be]), windows1252]) {
      expect(rowsOf(await csv(bytes)).rows).toEqual([{ row: 2, cells: ['Café linen', 'Müller & Söhne'] }]);
    }
  });

  it('skips empty rows and keeps each row’s number in the file', async () => {
    const table = rowsOf(await csv('\n\nName,Vendor\n,\nLinen,Acme\n\n;;\nPool,Aqua\n'));
    expect(table.header).toEqual(['Name', 'Vendor']);
    expect(table.rows.map((row) => row.row)).toEqual([5, 7, 8]);
    expect(table.rows[1]?.cells).toEqual([';;']);
  });

  it('takes the first row for the header of a register with one column', async () => {
    expect(rowsOf(await csv('Name\nLinen service\nPool care\n'))).toMatchObject({
      header: ['Name'],
      rows: [
        { row: 2, cells: ['Linen service'] },
        { row: 3, cells: ['Pool care'] },
      ],
    });
  });

  it('answers empty for a file with no content, and too many rows past the limit', async () => {
    expect(await csv('\n \n')).toEqual({ state: 'unavailable', reason: 'empty' });
    const rows = Array.from({ length: 6 }, (_, i) => `Contract ${i},Acme`).join('\n');
    const small = { ...limits, maxRows: 5 };
    expect(await readRegisterTable(Buffer.from(`Name,Vendor\n${rows}`), 'csv', small)).toEqual({
      state: 'unavailable',
      reason: 'too_many_rows',
    });
    expect(
      rowsOf(await readRegisterTable(Buffer.from(`Name,Vendor\n${rows}`), 'csv', limits)).rows,
    ).toHaveLength(6);
  });
});

describe('an XLSX register', () => {
  it('reads date cells as dates, numbers, formulas by their result, rich text and links, below a merged title', async () => {
    const bytes = await workbook((book) => {
      const sheet = book.addWorksheet('Contracts');
      sheet.addRow(['Register of Harbour Hotels']);
      sheet.mergeCells('A1:D1');
      sheet.addRow([]);
      sheet.addRow(['Contract', 'Start', 'Term (months)', 'Vendor']);
      sheet.addRow([
        { richText: [{ text: 'Linen ' }, { text: 'service', font: { bold: true } }] },
        new Date(Date.UTC(2025, 0, 5)),
        { formula: '12*3', result: 36 },
        { text: 'Acme Linen', hyperlink: 'https://acme.example' },
      ]);
    });
    const table = rowsOf(await readRegisterTable(bytes, 'xlsx', limits));
    expect(table.sheets).toEqual(['Contracts']);
    // The merged title line above the table is not its header.
    expect(table.header).toEqual(['Contract', 'Start', 'Term (months)', 'Vendor']);
    expect(table.rows).toEqual([{ row: 4, cells: ['Linen service', '2025-01-05', '36', 'Acme Linen'] }]);
  });

  it('reads the first sheet, or the one asked for, and says when there is no such sheet', async () => {
    const bytes = await workbook((book) => {
      book.addWorksheet('Notes').addRow(['Read me first']);
      const register = book.addWorksheet('Register');
      register.addRow(['Name']);
      register.addRow(['Pool care']);
    });
    expect(rowsOf(await readRegisterTable(bytes, 'xlsx', limits))).toMatchObject({
      sheets: ['Notes', 'Register'],
      sheet: 'Notes',
      header: ['Read me first'],
      rows: [],
    });
    expect(rowsOf(await readRegisterTable(bytes, 'xlsx', limits, 'Register'))).toMatchObject({
      sheet: 'Register',
      header: ['Name'],
      rows: [{ row: 2, cells: ['Pool care'] }],
    });
    expect(await readRegisterTable(bytes, 'xlsx', limits, 'Missing')).toEqual({
      state: 'unavailable',
      reason: 'no_sheet',
    });
  });

  it('refuses a workbook of 1,000 sheets, a zip bomb named .xlsx and a file that is not a workbook', async () => {
    const sheets = await workbook((book) => {
      for (let i = 0; i < 1_000; i += 1) book.addWorksheet(`Sheet ${i}`);
    });
    expect(await readRegisterTable(sheets, 'xlsx', limits)).toEqual({
      state: 'unavailable',
      reason: 'too_many_sheets',
    });
    expect(await readRegisterTable(docxZipBomb(1024, 'lie'), 'xlsx', limits)).toEqual({
      state: 'unavailable',
      reason: 'too_large',
    });
    expect(await readRegisterTable(Buffer.from('Name,Vendor\nLinen,Acme\n'), 'xlsx', limits)).toEqual({
      state: 'unavailable',
      reason: 'unreadable',
    });
  });
});

describe('a register read by the reading child', () => {
  const reader = createDocumentReader();
  afterAll(() => reader.close());

  it('answers the table of a CSV and of a workbook, and refuses a zip bomb, reading on after it', async () => {
    const table = await reader.register({ bytes: Buffer.from('Name,Vendor\nLinen,Acme\n'), format: 'csv' });
    expect(rowsOf(table).rows).toEqual([{ row: 2, cells: ['Linen', 'Acme'] }]);
    expect(await reader.register({ bytes: docxZipBomb(1024, 'truth'), format: 'xlsx' })).toEqual({
      state: 'unavailable',
      reason: 'too_large',
    });
    const bytes = await workbook((book) => {
      const sheet = book.addWorksheet('Register');
      sheet.addRow(['Name', 'Start']);
      sheet.addRow(['Pool care', new Date(Date.UTC(2026, 1, 28))]);
    });
    expect(rowsOf(await reader.register({ bytes, format: 'xlsx', sheet: 'Register' })).rows).toEqual([
      { row: 2, cells: ['Pool care', '2026-02-28'] },
    ]);
  });
});
