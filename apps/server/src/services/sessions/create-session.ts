import type { Executor } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

/** Opens a session and returns the bearer token; only its hash is stored. */
export async function createSession(options: {
  db: Executor;
  userId: string;
  now: Date;
  ttlHours: number;
}): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(options.now.getTime() + options.ttlHours * 3_600_000);
  await options.db
    .insert(sessions)
    .values({ userId: options.userId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}
