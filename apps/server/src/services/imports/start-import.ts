import {
  API_MSG,
  IMPORT_FIELD_LABELS,
  importColumns,
  MSG_FN,
  proposeMapping,
  type TImport,
  type TImportMapping,
  type TImportSettings,
  ZImportSettings,
} from '@keydate/domain';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { imports } from '../../db/schema/index.ts';
import { documentReader } from '../../documents/reading/document-reader.ts';
import type { TRegisterTable } from '../../documents/reading/reading-types.ts';
import type { ReceivedRegister } from '../../documents/receive-upload.ts';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import { validationError } from '../../lib/zod-errors.ts';
import { checkImport } from './check-import.ts';

/** An import nobody wrote is kept this long, for the person to come back to. */
const KEPT_DAYS = 7;

const UNAVAILABLE: Record<Extract<TRegisterTable, { state: 'unavailable' }>['reason'], HttpError> = {
  unreadable: badRequest(API_MSG.registerUnreadable, { file: API_MSG.registerUnreadable }),
  too_large: new HttpError(413, API_MSG.registerTooLarge),
  timeout: badRequest(API_MSG.registerTimeout, { file: API_MSG.registerTimeout }),
  too_many_rows: new HttpError(413, API_MSG.registerTooManyRows),
  too_many_sheets: new HttpError(413, API_MSG.registerTooManySheets),
  no_sheet: badRequest(API_MSG.registerNoSheet, { sheet: API_MSG.registerNoSheet }),
  empty: badRequest(API_MSG.registerEmpty, { file: API_MSG.registerEmpty }),
};

/** The optional parts of POST /api/imports, as text: `mapping` (JSON), `dateOrder` and `sheet`. */
export function parseImportSettings(fields: Record<string, string | undefined>): TImportSettings {
  let mapping: unknown;
  if (fields.mapping !== undefined) {
    try {
      mapping = JSON.parse(fields.mapping);
    } catch {
      throw badRequest('Mapping must be valid JSON', { mapping: 'Mapping must be valid JSON' });
    }
  }
  const parsed = ZImportSettings.safeParse({
    mapping,
    dateOrder: fields.dateOrder ? fields.dateOrder : undefined,
  });
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/**
 * The person's mapping over the proposed one: a column they map keeps their field, and a proposed column
 * whose field they gave to another is left out. A field chosen twice, or a column the file does not have,
 * is refused.
 */
export function settledMapping(proposed: TImportMapping, chosen: TImportMapping | undefined): TImportMapping {
  if (!chosen) return proposed;
  const columns = Object.keys(proposed);
  const unknown = Object.keys(chosen).find((column) => !columns.includes(column));
  if (unknown !== undefined) {
    const message = `The file has no column '${unknown}'`;
    throw badRequest(message, { mapping: message });
  }
  const given = Object.values(chosen).filter((field) => field !== null);
  const twice = given.find((field, i) => given.indexOf(field) !== i);
  if (twice) {
    const message = MSG_FN.importFieldTwice(IMPORT_FIELD_LABELS[twice]);
    throw badRequest(message, { mapping: message });
  }
  return Object.fromEntries(
    columns.map((column) => {
      if (Object.hasOwn(chosen, column)) return [column, chosen[column] ?? null];
      const field = proposed[column] ?? null;
      return [column, field && given.includes(field) ? null : field];
    }),
  );
}

/**
 * POST /api/imports: reads the register in the reading child, proposes the mapping (or takes the
 * person's), and keeps the import to check and correct until it is written. Nothing else is written.
 */
export async function startImport(options: {
  db: Db;
  workspaceId: string;
  userId: string;
  file: ReceivedRegister;
  now: Date;
}): Promise<TImport> {
  const { db, workspaceId, file } = options;
  const settings = parseImportSettings(file.fields);
  const sheet = file.fields.sheet?.trim() || undefined;
  const table = await documentReader().register({
    bytes: file.bytes,
    format: file.format,
    ...(sheet ? { sheet } : {}),
  });
  if (table.state === 'unavailable') throw UNAVAILABLE[table.reason];

  const columns = importColumns(table.header);
  const { rows } = table;
  const mapping = settledMapping(
    proposeMapping(
      columns,
      rows.map((row) => row.cells),
    ),
    settings.mapping,
  );
  const [record] = await db
    .insert(imports)
    .values({
      workspaceId,
      createdBy: options.userId,
      fileName: file.name,
      sheets: table.sheets,
      sheet: table.sheet,
      columns,
      rows,
      mapping,
      dateOrder: settings.dateOrder ?? null,
      createdAt: options.now,
    })
    .returning();
  if (!record) throw new Error('import not stored');
  const keptSince = new Date(options.now.getTime() - KEPT_DAYS * 86_400_000);
  await db.delete(imports).where(and(eq(imports.workspaceId, workspaceId), lt(imports.createdAt, keptSince)));
  return (await checkImport(db, workspaceId, record)).answer;
}
