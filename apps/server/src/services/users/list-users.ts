import type { TUser } from '@keydate/domain';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { toUserDto } from './to-user-dto.ts';

/** The people of one workspace, by name. */
export async function listUsers(options: { db: Executor; workspaceId: string }): Promise<TUser[]> {
  const rows = await options.db
    .select()
    .from(users)
    .where(eq(users.workspaceId, options.workspaceId))
    .orderBy(asc(users.name), asc(users.email));
  return rows.map(toUserDto);
}
