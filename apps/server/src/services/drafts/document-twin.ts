import { MSG_FN, type TDuplicateOf } from '@keydate/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contracts, drafts } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';

/** The contract, else the draft, of the workspace that already holds a document with these bytes. */
export async function findDocumentTwin(
  db: Executor,
  workspaceId: string,
  sha256: string,
): Promise<TDuplicateOf | null> {
  const [contract] = await db
    .select({ _id: contracts.id, name: contracts.name })
    .from(contracts)
    .where(and(eq(contracts.workspaceId, workspaceId), eq(contracts.documentSha256, sha256)))
    .limit(1);
  if (contract) return { kind: 'contract', ...contract };
  const [draft] = await db
    .select({ _id: drafts.id, name: drafts.documentName })
    .from(drafts)
    .where(and(eq(drafts.workspaceId, workspaceId), eq(drafts.documentSha256, sha256)))
    .limit(1);
  return draft ? { kind: 'draft', ...draft } : null;
}

/**
 * 409 naming the contract or draft that already holds the document, when one does. Inside a transaction
 * it holds a lock on these bytes until the commit, so two copies of one file sent at once make one record.
 */
export async function refuseDocumentTwin(db: Executor, workspaceId: string, sha256: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`${workspaceId}/${sha256}`}))`);
  const twin = await findDocumentTwin(db, workspaceId, sha256);
  if (!twin) return;
  const message =
    twin.kind === 'contract' ? MSG_FN.documentIsContract(twin.name) : MSG_FN.documentIsDraft(twin.name);
  throw new HttpError(409, message, { errors: { file: message }, duplicateOf: twin });
}
