import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { userTokens } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { TokenPurpose } from './issue-user-token.ts';

/**
 * Marks a live token used and returns its user id; undefined for an unknown, expired or used
 * token. One UPDATE does the check and the marking, so two concurrent uses cannot both win.
 */
export async function consumeUserToken(options: {
  db: Executor;
  token: string;
  purpose: TokenPurpose;
  now: Date;
}): Promise<string | undefined> {
  const [row] = await options.db
    .update(userTokens)
    .set({ usedAt: options.now })
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(options.token)),
        eq(userTokens.purpose, options.purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, options.now),
      ),
    )
    .returning({ userId: userTokens.userId });
  return row?.userId;
}
