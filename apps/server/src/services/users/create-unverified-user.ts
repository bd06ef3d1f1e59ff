import { API_MSG } from '@keydate/domain';
import type { Db } from '../../db/client.ts';
import { users, workspaces } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict } from '../../lib/http-error.ts';
import { issueUserToken } from '../auth/issue-user-token.ts';

type User = typeof users.$inferSelect;

/**
 * Inserts a person who must still verify their email, with the token for their verification mail,
 * in one transaction; with `newWorkspaceName` the workspace is created with them (registration).
 * A taken email answers 409, also when two requests race: the unique index decides.
 */
export async function createUnverifiedUser(options: {
  db: Db;
  now: Date;
  person: { name: string; email: string; passwordHash: string; role: User['role'] };
  workspace: { id: string } | { newWorkspaceName: string };
}): Promise<{ user: User; token: string }> {
  const { db, now, person } = options;
  try {
    return await db.transaction(async (tx) => {
      let workspaceId: string;
      if ('id' in options.workspace) {
        workspaceId = options.workspace.id;
      } else {
        const [workspace] = await tx
          .insert(workspaces)
          .values({ name: options.workspace.newWorkspaceName, createdAt: now })
          .returning();
        if (!workspace) throw new Error('workspace not created');
        workspaceId = workspace.id;
      }
      const [user] = await tx
        .insert(users)
        .values({ ...person, workspaceId, createdAt: now, updatedAt: now })
        .returning();
      if (!user) throw new Error('user not created');
      const token = await issueUserToken({ db: tx, userId: user.id, purpose: 'verify_email', now });
      return { user, token };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(API_MSG.emailTaken, { email: API_MSG.emailTaken });
    throw error;
  }
}
