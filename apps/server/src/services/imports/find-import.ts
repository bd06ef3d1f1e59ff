import { API_MSG } from '@keydate/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { imports } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { TImportRecord } from './check-import.ts';

/** The workspace's import by id; another workspace's is not found, as one that does not exist. */
export async function findImport(
  db: Executor,
  workspaceId: string,
  importId: string,
  { forUpdate = false } = {},
): Promise<TImportRecord> {
  if (!isUuid(importId)) throw notFound(API_MSG.importNotFound);
  const query = db
    .select()
    .from(imports)
    .where(and(eq(imports.workspaceId, workspaceId), eq(imports.id, importId)));
  const [record] = await (forUpdate ? query.for('update') : query);
  if (!record) throw notFound(API_MSG.importNotFound);
  return record;
}

/** An import that is still to be written: 409 once it has been. */
export async function findOpenImport(
  db: Executor,
  workspaceId: string,
  importId: string,
  options: { forUpdate?: boolean } = {},
): Promise<TImportRecord> {
  const record = await findImport(db, workspaceId, importId, options);
  if (record.committedAt) throw conflict(API_MSG.importCommitted);
  return record;
}
