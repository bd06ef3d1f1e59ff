import { API_MSG } from '@keydate/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { findWorkspaceUser } from './find-workspace-user.ts';
import { assertAnotherAdmin, lockWorkspace } from './workspace-admins.ts';

/**
 * Removes a user of the workspace; their sessions and tokens go with them (foreign-key
 * cascade), so their bearer token stops working at once. The last admin cannot be removed.
 */
export async function deleteUser(options: { db: Db; workspaceId: string; userId: string }): Promise<void> {
  const { db, workspaceId, userId } = options;
  await db.transaction(async (tx) => {
    await lockWorkspace(tx, workspaceId);
    const user = await findWorkspaceUser({ db: tx, workspaceId, userId });
    if (!user) throw notFound(API_MSG.userNotFound);
    if (user.role === 'admin') await assertAnotherAdmin(tx, workspaceId);
    await tx.delete(users).where(eq(users.id, user.id));
  });
}
