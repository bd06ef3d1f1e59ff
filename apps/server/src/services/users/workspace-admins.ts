// Last-admin protection: callers lock the workspace row first, so two concurrent demotions or
// deletions in one workspace run one after the other and the second sees the first's result.
import { API_MSG } from '@keydate/domain';
import { and, count, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users, workspaces } from '../../db/schema/index.ts';
import { conflict } from '../../lib/http-error.ts';

export async function lockWorkspace(tx: Tx, workspaceId: string): Promise<void> {
  await tx.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, workspaceId)).for('update');
}

/** Throws 409 unless the workspace has an admin besides the one about to lose the role. */
export async function assertAnotherAdmin(tx: Tx, workspaceId: string): Promise<void> {
  const [row] = await tx
    .select({ admins: count() })
    .from(users)
    .where(and(eq(users.workspaceId, workspaceId), eq(users.role, 'admin')));
  if ((row?.admins ?? 0) <= 1) throw conflict(API_MSG.lastAdmin);
}
