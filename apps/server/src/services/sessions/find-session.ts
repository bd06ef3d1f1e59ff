import { and, eq, gt, sql } from 'drizzle-orm';
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

// Every authenticated request runs this query: build and prepare it once per database handle.
function prepare(db: Db) {
  return db
    .select({ sessionId: sessions.id, user: users, workspace: workspaces })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(workspaces, eq(workspaces.id, users.workspaceId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
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
