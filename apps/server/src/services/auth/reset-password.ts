import type { TResetPasswordRequest } from '@keydate/domain';
import { API_MSG } from '@keydate/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, userTokens } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-error.ts';
import { revokeUserSessions } from '../sessions/revoke-sessions.ts';
import { consumeUserToken } from './consume-user-token.ts';
import { hashPassword } from './password.ts';

/**
 * Sets a new password with a reset token (single-use, 1 h) and signs the user out everywhere.
 * The email counts as verified: the link could only be opened from that mailbox.
 */
export async function resetPassword(options: {
  db: Db;
  input: TResetPasswordRequest;
  now: Date;
}): Promise<void> {
  const { db, input, now } = options;
  const passwordHash = await hashPassword(input.password);
  const done = await db.transaction(async (tx) => {
    const userId = await consumeUserToken({ db: tx, token: input.token, purpose: 'reset_password', now });
    if (!userId) return false;
    await tx
      .update(users)
      .set({
        passwordHash,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    await revokeUserSessions({ db: tx, userId });
    await tx
      .delete(userTokens)
      .where(
        and(
          eq(userTokens.userId, userId),
          eq(userTokens.purpose, 'reset_password'),
          isNull(userTokens.usedAt),
        ),
      );
    return true;
  });
  if (!done) throw badRequest(API_MSG.invalidResetToken, { token: API_MSG.invalidResetToken });
}
