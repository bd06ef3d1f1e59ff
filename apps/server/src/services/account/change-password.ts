import type { TChangePasswordRequest } from '@keydate/domain';
import { API_MSG } from '@keydate/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, userTokens } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { revokeUserSessions } from '../sessions/revoke-sessions.ts';

/**
 * Changes one's own password given the current one. Every other session ends (a stolen token
 * stops working) and pending reset links die; the session in use stays signed in.
 */
export async function changePassword(options: {
  db: Db;
  userId: string;
  sessionId: string;
  input: TChangePasswordRequest;
  now: Date;
}): Promise<void> {
  const { db, userId, sessionId, input, now } = options;
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound(API_MSG.userNotFound);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw badRequest(API_MSG.wrongCurrentPassword, { currentPassword: API_MSG.wrongCurrentPassword });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    await revokeUserSessions({ db: tx, userId, exceptSessionId: sessionId });
    await tx
      .delete(userTokens)
      .where(
        and(
          eq(userTokens.userId, userId),
          eq(userTokens.purpose, 'reset_password'),
          isNull(userTokens.usedAt),
        ),
      );
  });
}
