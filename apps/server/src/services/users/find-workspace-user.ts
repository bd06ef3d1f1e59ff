import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/uuid.ts';

/**
 * A user of the given workspace, or undefined: another workspace's user and a malformed id
 * look exactly like a missing one.
 */
export async function findWorkspaceUser(options: {
  db: Executor;
  workspaceId: string;
  userId: string;
}): Promise<typeof users.$inferSelect | undefined> {
  if (!isUuid(options.userId)) return undefined;
  const [user] = await options.db
    .select()
    .from(users)
    .where(and(eq(users.id, options.userId), eq(users.workspaceId, options.workspaceId)))
    .limit(1);
  return user;
}
