import { API_MSG } from '@keydate/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-error.ts';
import { consumeUserToken } from './consume-user-token.ts';

/** Uses a verification token (single-use, 48 h) and marks its user's email verified. */
export async function verifyEmail(options: { db: Db; token: string; now: Date }): Promise<void> {
  const { db, token, now } = options;
  const verified = await db.transaction(async (tx) => {
    const userId = await consumeUserToken({ db: tx, token, purpose: 'verify_email', now });
    if (!userId) return false;
    await tx
      .update(users)
      .set({ emailVerifiedAt: now, updatedAt: now })
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
    return true;
  });
  if (!verified) throw badRequest(API_MSG.invalidVerificationToken);
}
