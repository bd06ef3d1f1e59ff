import { API_MSG } from '@keydate/domain';
import { count, eq, inArray } from 'drizzle-orm';
import { batches } from '../../db/batches.ts';
import type { Db } from '../../db/client.ts';
import { contracts, users } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { isMember } from '../contracts/check-directory-refs.ts';
import { contractsForHistory, type HistoryActor, recordHistories } from '../history/record-history.ts';
import { findWorkspaceUser } from './find-workspace-user.ts';
import { assertAnotherAdmin, lockWorkspace } from './workspace-admins.ts';

/**
 * Removes a user of the workspace; their sessions and tokens go with them (foreign-key
 * cascade), so their bearer token stops working at once. The last admin cannot be removed. The
 * contracts they own move to `newOwnerId`, another person of the workspace, which is then required
 * (409 without it): no contract is left without its owner by a deletion, and each one's history says
 * who handed it over.
 */
export async function deleteUser(options: {
  db: Db;
  workspaceId: string;
  userId: string;
  newOwnerId?: string | undefined;
  /** The admin deleting, for the history of the contracts handed over. */
  actor: HistoryActor;
  now: Date;
}): Promise<void> {
  const { db, workspaceId, userId, newOwnerId, now } = options;
  await db.transaction(async (tx) => {
    await lockWorkspace(tx, workspaceId);
    const user = await findWorkspaceUser({ db: tx, workspaceId, userId });
    if (!user) throw notFound(API_MSG.userNotFound);
    if (user.role === 'admin') await assertAnotherAdmin(tx, workspaceId);
    const [owned] = await tx.select({ n: count() }).from(contracts).where(eq(contracts.ownerId, user.id));
    if (owned && owned.n > 0) {
      if (!newOwnerId) throw conflict(API_MSG.newOwnerRequired);
      if (newOwnerId.toLowerCase() === user.id || !(await isMember(tx, workspaceId, newOwnerId))) {
        throw badRequest(API_MSG.newOwnerInvalid, { newOwnerId: API_MSG.newOwnerInvalid });
      }
      const handedOver = await tx
        .select({ id: contracts.id })
        .from(contracts)
        .where(eq(contracts.ownerId, user.id));
      for (const batch of batches(handedOver.map((row) => row.id))) {
        const before = await contractsForHistory(tx, workspaceId, batch, now);
        await tx.update(contracts).set({ ownerId: newOwnerId }).where(inArray(contracts.id, batch));
        const after = await contractsForHistory(tx, workspaceId, batch, now);
        await recordHistories(
          tx,
          batch.map((id) => ({
            workspaceId,
            actor: options.actor,
            at: now,
            action: 'owner_changed' as const,
            before: before.get(id) ?? null,
            after: after.get(id) ?? null,
          })),
        );
      }
    }
    await tx.delete(users).where(eq(users.id, user.id));
  });
}
