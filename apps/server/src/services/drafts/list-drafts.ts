import { API_MSG, fileNameKey, type TDraft, type TDraftList } from '@keydate/domain';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contracts, drafts } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { toDraftDto } from './to-draft-dto.ts';

/** The workspace's contracts without a document, by the key a file name is compared with. */
async function contractsWithoutDocument(db: Executor, workspaceId: string) {
  const rows = await db
    .select({ _id: contracts.id, name: contracts.name })
    .from(contracts)
    .where(and(eq(contracts.workspaceId, workspaceId), isNull(contracts.documentKey)));
  return new Map(rows.map((row) => [fileNameKey(row.name), row]));
}

/** GET /api/drafts: the oldest first (the order they were dropped in), or only those nobody reviewed. */
export async function listDrafts(options: {
  db: Executor;
  workspaceId: string;
  unreviewed: boolean;
}): Promise<TDraftList> {
  const { db, workspaceId } = options;
  const inWorkspace = eq(drafts.workspaceId, workspaceId);
  const rows = await db
    .select()
    .from(drafts)
    .where(options.unreviewed ? and(inWorkspace, isNull(drafts.reviewedAt)) : inWorkspace)
    .orderBy(asc(drafts.createdAt), asc(drafts.documentName), asc(drafts.id));
  const [counts] = await db
    .select({
      total: count(),
      unreviewed: sql<number>`count(*) filter (where ${drafts.reviewedAt} is null)::int`,
    })
    .from(drafts)
    .where(inWorkspace);
  const attachable = await contractsWithoutDocument(db, workspaceId);
  return {
    items: rows.map((row) => toDraftDto(row, attachable)),
    total: counts?.total ?? 0,
    unreviewed: counts?.unreviewed ?? 0,
  };
}

/** One draft of the workspace, as stored; another workspace's is not found. */
export async function findDraft(
  db: Executor,
  workspaceId: string,
  draftId: string,
  { forUpdate = false } = {},
) {
  if (!isUuid(draftId)) throw notFound(API_MSG.draftNotFound);
  const query = db
    .select()
    .from(drafts)
    .where(and(eq(drafts.workspaceId, workspaceId), eq(drafts.id, draftId)));
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw notFound(API_MSG.draftNotFound);
  return row;
}

/** GET /api/drafts/:id. */
export async function getDraft(options: {
  db: Executor;
  workspaceId: string;
  draftId: string;
}): Promise<TDraft> {
  const row = await findDraft(options.db, options.workspaceId, options.draftId);
  return toDraftDto(row, await contractsWithoutDocument(options.db, options.workspaceId));
}
