import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { userTokens } from '../../db/schema/index.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

export type TokenPurpose = (typeof userTokens.$inferInsert)['purpose'];

// A verification link may sit in an inbox over a weekend; a reset link is a key to the account.
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  verify_email: 48 * 3_600_000,
  reset_password: 1 * 3_600_000,
};

/**
 * Creates a single-use emailed token and returns it in clear (for the mail only); the database
 * keeps its SHA-256. Older unused tokens of the same purpose stop working: only the newest
 * mail's link is valid.
 */
export async function issueUserToken(options: {
  db: Executor;
  userId: string;
  purpose: TokenPurpose;
  now: Date;
}): Promise<string> {
  const { db, userId, purpose, now } = options;
  await db
    .delete(userTokens)
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
  const token = newToken();
  await db.insert(userTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
    createdAt: now,
  });
  return token;
}
