import {
  API_MSG,
  type TImport,
  type TImportRow,
  type TImportSettings,
  type TImportValues,
} from '@keydate/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { imports } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { checkImport } from './check-import.ts';
import { findOpenImport } from './find-import.ts';
import { settledMapping } from './start-import.ts';

/** PATCH /api/imports/:id: another mapping or date order (null: as the file shows), every row checked again. */
export async function updateImportSettings(options: {
  db: Db;
  workspaceId: string;
  importId: string;
  settings: TImportSettings;
}): Promise<TImport> {
  const { db, workspaceId, importId, settings } = options;
  const record = await findOpenImport(db, workspaceId, importId);
  const mapping = settledMapping(record.mapping, settings.mapping);
  const dateOrder = settings.dateOrder === undefined ? record.dateOrder : settings.dateOrder;
  await db.update(imports).set({ mapping, dateOrder }).where(eq(imports.id, record.id));
  return (await checkImport(db, workspaceId, { ...record, mapping, dateOrder })).answer;
}

/**
 * PATCH /api/imports/:id/rows/:row: a row's cells corrected, field by field, over the file's and over
 * earlier corrections (one statement, so two corrections at once both count); answers the row checked again.
 */
export async function correctImportRow(options: {
  db: Db;
  workspaceId: string;
  importId: string;
  row: number;
  values: TImportValues;
}): Promise<TImportRow> {
  const { db, workspaceId, importId, row, values } = options;
  const record = await findOpenImport(db, workspaceId, importId);
  if (!record.rows.some((stored) => stored.row === row)) throw notFound(API_MSG.importRowNotFound);
  const key = String(row);
  const [updated] = await db
    .update(imports)
    .set({
      corrections: sql`${imports.corrections} || jsonb_build_object(${key}::text,
        coalesce(${imports.corrections} -> ${key}::text, '{}'::jsonb) || ${JSON.stringify(values)}::jsonb)`,
    })
    .where(and(eq(imports.id, record.id), eq(imports.workspaceId, workspaceId)))
    .returning();
  if (!updated) throw notFound(API_MSG.importNotFound);
  const { answer } = await checkImport(db, workspaceId, updated);
  const checked = answer.rows.find((candidate) => candidate.row === row);
  if (!checked) throw notFound(API_MSG.importRowNotFound);
  return checked;
}
