import { and, eq, gt, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users, workspaces } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';

export type SessionUser = typeof users.$inferSelect;
export type SessionWorkspace = typeof workspaces.$inferSelect;
export interface AuthContext {
  sessionId: string;
  user: SessionUser;
  workspace: SessionWorkspace;
}

/**
 * The rule a live session meets, as a condition on the `sessions` table: its token's hash, and an
 * expiry still ahead of `now`. findSession reads by it, and so may a statement that checks its
 * caller's session itself (one round trip instead of two, for reads every role may make).
 */
export const isLiveSession = (tokenHash: SQLWrapper, now: SQLWrapper) =>
  and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now));

// Every authenticated request runs this query: build and prepare it once per database handle.
function prepare(db: Db) {
  return db
    .select({ sessionId: sessions.id, user: users, workspace: workspaces })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(workspaces, eq(workspaces.id, users.workspaceId))
    .where(isLiveSession(sql.placeholder('tokenHash'), sql.placeholder('now')))
    .limit(1)
    .prepare('find_session');
}
const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();

/** The live session of a bearer token with its user and workspace, read fresh so role changes apply at once. */
export async function findSession(options: {
  db: Db;
  token: string;
  now: Date;
}): Promise<AuthContext | undefined> {
  let query = prepared.get(options.db);
  if (!query) {
    query = prepare(options.db);
    prepared.set(options.db, query);
  }
  const [row] = await query.execute({ tokenHash: hashToken(options.token), now: options.now.toISOString() });
  return row;
}
