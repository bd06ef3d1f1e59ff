// The dashboard's view as a register file (docs/domain.md, Register): every contract of the view (its
// search, filters and sort, all pages) in its order, as CSV or XLSX, written as it is read: the ids come
// from one snapshot, the rows a batch at a time, so memory stays flat however large the workspace.
import { PassThrough, type Readable } from 'node:stream';
import {
  formulaSafe,
  REGISTER_COLUMNS,
  registerRow,
  type TContractListQuery,
  type TRegisterCell,
  type TRegisterFormat,
} from '@keydate/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contracts } from '../../db/schema/index.ts';
import { csvStream } from '../../lib/csv-stream.ts';
import type { ContractAnswerContext } from './answer-context.ts';
import { selectContracts, toContract } from './contract-query.ts';
import { findContractIdsInView } from './find-contracts-page.ts';

const ROWS_PER_READ = 500;

export const REGISTER_CONTENT_TYPES: Record<TRegisterFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

async function* registerRows(options: {
  db: Executor;
  workspaceId: string;
  ids: string[];
  answer: ContractAnswerContext;
  appUrl: string;
}): AsyncGenerator<TRegisterCell[]> {
  const { db, workspaceId, ids, answer, appUrl } = options;
  // No document link is signed: the register links to the contract's page instead.
  const links = { ...answer, secret: null };
  for (let at = 0; at < ids.length; at += ROWS_PER_READ) {
    const batch = ids.slice(at, at + ROWS_PER_READ);
    const rows = await selectContracts(db).where(
      and(eq(contracts.workspaceId, workspaceId), inArray(contracts.id, batch)),
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of batch) {
      // A contract deleted since the snapshot is left out.
      const row = byId.get(id);
      if (row) yield registerRow(toContract(row, links), answer.today, `${appUrl}/app/contracts/${id}`);
    }
  }
}

const csvCell = (cell: TRegisterCell): string =>
  cell.kind === 'empty' ? '' : cell.kind === 'text' ? formulaSafe(cell.value) : String(cell.value);

/** Formula-safe text (lib/csv-stream.ts writes the CSV). */
function csvOf(columns: readonly string[], rows: TRegisterRows): Readable {
  return csvStream(
    columns,
    (async function* () {
      for await (const row of rows) yield row.map(csvCell);
    })(),
  );
}

/** One sheet; dates are date cells, days left a number, and text is text (a spreadsheet runs none of it). */
function xlsxOf(columns: readonly string[], rows: TRegisterRows): Readable {
  const out = new PassThrough();
  void (async () => {
    // exceljs reads workbooks too: it is loaded here only to write one, and only when one is asked for.
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
    const sheet = workbook.addWorksheet('Register', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((header) => ({ header, width: header === 'Name' ? 40 : 16 }));
    sheet.getRow(1).font = { bold: true };
    for await (const row of rows) {
      const added = sheet.addRow(
        row.map((cell) =>
          cell.kind === 'empty'
            ? null
            : cell.kind === 'date'
              ? new Date(`${cell.value}T00:00:00Z`)
              : cell.value,
        ),
      );
      row.forEach((cell, i) => {
        if (cell.kind === 'date') added.getCell(i + 1).numFmt = 'yyyy-mm-dd';
      });
      added.commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

type TRegisterRows = AsyncIterable<TRegisterCell[]> | Iterable<TRegisterCell[]>;

/** Rows under a header as a register file of the chosen format, written as the rows come. */
export function registerFile(
  format: TRegisterFormat,
  columns: readonly string[],
  rows: TRegisterRows,
): Readable {
  return format === 'csv' ? csvOf(columns, rows) : xlsxOf(columns, rows);
}

/** The view's register as a stream of the chosen format. */
export async function exportRegister(options: {
  db: Executor;
  workspaceId: string;
  query: TContractListQuery;
  format: TRegisterFormat;
  answer: ContractAnswerContext;
  appUrl: string;
}): Promise<Readable> {
  const { db, workspaceId, query, answer } = options;
  const ids = await findContractIdsInView({ db, workspaceId, query, today: answer.today });
  const rows = registerRows({ db, workspaceId, ids, answer, appUrl: options.appUrl });
  return registerFile(options.format, REGISTER_COLUMNS, rows);
}
