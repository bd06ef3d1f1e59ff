import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sessions, users, workspaces } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';

export type SessionUser = typeof users.$inferSelect;
export type SessionWorkspace = typeof workspaces.$inferSelect;
export interface AuthContext {
  sessionId: string;
  user: SessionUser;
  workspace: SessionWorkspace;
}

/** The live session of a bearer token with its user and workspace, read fresh so role changes apply at once. */
export async function findSession(options: {
  db: Executor;
  token: string;
  now: Date;
}): Promise<AuthContext | undefined> {
  const [row] = await options.db
    .select({ sessionId: sessions.id, user: users, workspace: workspaces })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(workspaces, eq(workspaces.id, users.workspaceId))
    .where(and(eq(sessions.tokenHash, hashToken(options.token)), gt(sessions.expiresAt, options.now)))
    .limit(1);
  return row;
}
