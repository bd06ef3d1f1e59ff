import { API_MSG } from '@keydate/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contracts } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';

/** The scope every contract call starts from: this workspace's contract with this id. */
export const contractInWorkspace = (workspaceId: string, contractId: string) =>
  and(eq(contracts.id, contractId), eq(contracts.workspaceId, workspaceId));

/** A contract row of the workspace; another workspace's or a malformed id answers 404 like a missing one. */
export async function findContractRow(options: {
  db: Executor;
  workspaceId: string;
  contractId: string;
}): Promise<typeof contracts.$inferSelect> {
  const { db, workspaceId, contractId } = options;
  if (!isUuid(contractId)) throw notFound(API_MSG.contractNotFound);
  const [row] = await db
    .select()
    .from(contracts)
    .where(contractInWorkspace(workspaceId, contractId))
    .limit(1);
  if (!row) throw notFound(API_MSG.contractNotFound);
  return row;
}
