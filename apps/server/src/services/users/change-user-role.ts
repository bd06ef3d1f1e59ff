import type { TRole, TUser } from '@keydate/domain';
import { API_MSG } from '@keydate/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { findWorkspaceUser } from './find-workspace-user.ts';
import { toUserDto } from './to-user-dto.ts';
import { assertAnotherAdmin, lockWorkspace } from './workspace-admins.ts';

/** Sets a user's role; demoting the workspace's last admin answers 409. */
export async function changeUserRole(options: {
  db: Db;
  workspaceId: string;
  userId: string;
  role: TRole;
  now: Date;
}): Promise<TUser> {
  const { db, workspaceId, userId, role, now } = options;
  return db.transaction(async (tx) => {
    await lockWorkspace(tx, workspaceId);
    const user = await findWorkspaceUser({ db: tx, workspaceId, userId });
    if (!user) throw notFound(API_MSG.userNotFound);
    if (user.role === role) return toUserDto(user);
    if (user.role === 'admin') await assertAnotherAdmin(tx, workspaceId);
    const [updated] = await tx
      .update(users)
      .set({ role, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    if (!updated) throw notFound(API_MSG.userNotFound);
    return toUserDto(updated);
  });
}
