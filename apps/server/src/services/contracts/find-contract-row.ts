import { API_MSG, type TCalendarDate } from '@keydate/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contracts } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { termOfRow } from './contract-query.ts';

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

/**
 * A contract its owner or an admin acts on for the term running `today` (a renewal decision, a notice):
 * the row and that term's number; anyone else is refused with `notAllowed` (403).
 */
export async function findContractTermToActOn(options: {
  db: Executor;
  auth: AuthContext;
  contractId: string;
  today: TCalendarDate;
  notAllowed: string;
}): Promise<{ row: typeof contracts.$inferSelect; term: number }> {
  const { auth, today } = options;
  const row = await findContractRow({
    db: options.db,
    workspaceId: auth.workspace.id,
    contractId: options.contractId,
  });
  if (auth.user.role !== 'admin' && row.ownerId !== auth.user.id) throw forbidden(options.notAllowed);
  return { row, term: termOfRow(row, today).number };
}
