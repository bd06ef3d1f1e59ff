import type { TMember } from '@keydate/domain';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** The people of one workspace as pickers name them ({ _id, name, email }), by name. */
export async function listMembers(options: { db: Executor; workspaceId: string }): Promise<TMember[]> {
  return options.db
    .select({ _id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.workspaceId, options.workspaceId))
    .orderBy(asc(users.name), asc(users.email));
}
