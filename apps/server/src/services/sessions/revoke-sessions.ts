import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';

/** Ends one session (logout). */
export async function revokeSession(options: { db: Executor; sessionId: string }): Promise<void> {
  await options.db.delete(sessions).where(eq(sessions.id, options.sessionId));
}

/** Ends every session of a user, optionally keeping the one in use (password change). */
export async function revokeUserSessions(options: {
  db: Executor;
  userId: string;
  exceptSessionId?: string;
}): Promise<void> {
  const byUser = eq(sessions.userId, options.userId);
  await options.db
    .delete(sessions)
    .where(options.exceptSessionId ? and(byUser, ne(sessions.id, options.exceptSessionId)) : byUser);
}
