// A register someone sent (CSV or XLSX) as a table of text, for the import: read inside the reading
// child. CSV in UTF-8 (with or without a byte order mark), UTF-16 with one, or else Windows-1252, its
// delimiter found by papaparse, read row by row up to the row limit (a row wider than a spreadsheet's
// 16,384 columns is unreadable); XLSX through exceljs after the zip bomb check. Empty rows are skipped; the
// header is the first row with two cells or more (a title line above it is left out), or the first row
// when none has two.
import type ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { TFileLimits, TRegisterTable } from './reading-types.ts';
import { checkZip } from './zip-guard.ts';

type TRow = { row: number; cells: string[] };

function decode(bytes: Buffer): string {
  const starts = (...prefix: number[]) => prefix.every((byte, i) => bytes[i] === byte);
  if (starts(0xef, 0xbb, 0xbf)) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (starts(0xff, 0xfe)) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (starts(0xfe, 0xff)) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Not UTF-8: what Excel on Windows writes for "CSV" in western languages.
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

const filled = (cells: string[]) => cells.filter((cell) => cell.trim() !== '').length;

/** The header and the rows below it, or why they cannot be a register. */
function table(rows: TRow[], limits: TFileLimits, sheets: string[], sheet: string | null): TRegisterTable {
  const start = Math.max(
    0,
    rows.findIndex((row) => filled(row.cells) >= 2),
  );
  const [header, ...body] = rows.slice(start);
  if (!header) return { state: 'unavailable', reason: 'empty' };
  if (body.length > limits.maxRows) return { state: 'unavailable', reason: 'too_many_rows' };
  return { state: 'table', sheets, sheet, header: header.cells.map((cell) => cell.trim()), rows: body };
}

/** Enough of the text from its first content on to find the delimiter in its first lines. */
const DELIMITER_SAMPLE_CHARS = 64 * 1024;
/** A spreadsheet's columns (Excel's XFD): a wider row was not saved from one. */
const MAX_CSV_CELLS_PER_ROW = 16_384;

function readCsv(bytes: Buffer, limits: TFileLimits): TRegisterTable {
  const text = decode(bytes);
  // The delimiter, found in the first lines with content: a comma, a semicolon, a tab or a bar. Looked
  // for in a sample, because Papa's quick mode (a text without quotes) first splits all its input into lines.
  const content = Math.max(0, text.search(/\S/));
  const sample = text.slice(content, content + DELIMITER_SAMPLE_CHARS);
  const { delimiter } = Papa.parse(sample, { preview: 20, skipEmptyLines: 'greedy' }).meta;
  const rows: TRow[] = [];
  let row = 0;
  let tooWide = false;
  // Row by row, and never in quick mode: a file of millions of short rows is refused at the limit, not
  // held whole in memory.
  Papa.parse<string[]>(text, {
    delimiter,
    fastMode: false,
    step: ({ data: cells }, parser) => {
      row += 1;
      if (cells.length > MAX_CSV_CELLS_PER_ROW) {
        tooWide = true;
        parser.abort();
        return;
      }
      if (filled(cells) === 0) return;
      rows.push({ row, cells });
      // The header and one row past the limit tell that the limit is passed.
      if (rows.length > limits.maxRows + 1) parser.abort();
    },
  });
  if (tooWide) return { state: 'unavailable', reason: 'unreadable' };
  return table(rows, limits, [], null);
}

/** A cell as the text a person sees in it: a date as YYYY-MM-DD, a formula by its result. */
function valueText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return valueText(value.result as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  return '';
}

/** A merged range's text is its first cell's; the others are empty, as they look. */
const cellText = (cell: ExcelJS.Cell) =>
  cell.isMerged && cell.master.address !== cell.address ? '' : valueText(cell.value);

async function readXlsx(bytes: Buffer, limits: TFileLimits, wanted?: string): Promise<TRegisterTable> {
  const verdict = await checkZip(bytes, limits);
  if (verdict !== 'ok') return { state: 'unavailable', reason: verdict };
  // Loaded with the first workbook, so a child that reads only documents starts without it.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return { state: 'unavailable', reason: 'unreadable' };
  }
  const sheets = workbook.worksheets.map((worksheet) => worksheet.name);
  if (sheets.length > limits.maxSheets) return { state: 'unavailable', reason: 'too_many_sheets' };
  const worksheet = wanted === undefined ? workbook.worksheets[0] : workbook.getWorksheet(wanted);
  if (!worksheet) return { state: 'unavailable', reason: wanted === undefined ? 'empty' : 'no_sheet' };
  const rows: TRow[] = [];
  const width = worksheet.columnCount;
  worksheet.eachRow((row, number) => {
    if (rows.length > limits.maxRows + 1) return;
    const cells = Array.from({ length: width }, (_, i) => cellText(row.getCell(i + 1)));
    if (filled(cells) > 0) rows.push({ row: number, cells });
  });
  return table(rows, limits, sheets, worksheet.name);
}

export async function readRegisterTable(
  bytes: Buffer,
  format: 'csv' | 'xlsx',
  limits: TFileLimits,
  sheet?: string,
): Promise<TRegisterTable> {
  try {
    return format === 'csv' ? readCsv(bytes, limits) : await readXlsx(bytes, limits, sheet);
  } catch {
    return { state: 'unavailable', reason: 'unreadable' };
  }
}
