import type { TWorkspaceUser } from '@keydate/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { toUserDto } from './to-user-dto.ts';

/** The people of one workspace, by name, each with the number of contracts they own. */
export async function listUsers(options: { db: Executor; workspaceId: string }): Promise<TWorkspaceUser[]> {
  const rows = await options.db
    .select({
      user: users,
      // Written out: a select from one table leaves its columns unqualified, which the subquery would read
      // as its own.
      contractsOwned: sql<number>`(select count(*)::int from contracts owned where owned.owner_id = "users"."id")`,
    })
    .from(users)
    .where(eq(users.workspaceId, options.workspaceId))
    .orderBy(asc(users.name), asc(users.email));
  return rows.map((row) => ({ ...toUserDto(row.user), contractsOwned: row.contractsOwned }));
}
