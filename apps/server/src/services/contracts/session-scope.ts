// The dashboard's page checks its caller's session in its own statements, instead of a session query
// of its own before them: one round trip to the database instead of two on the busiest read. Each
// statement starts with this CTE (findSession's rule, reading no role: the list is for every role),
// so the caller's workspace and its two revisions are looked up once per statement however often the
// statement refers to them. Without a live session the CTE is empty: every reference is null, so no
// row matches, and the page's count (which always answers a row) tells that apart from an empty list.
import { eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sessions, users, workspaces } from '../../db/schema/index.ts';
import { isLiveSession } from '../sessions/find-session.ts';

/** Whose page: the bearer token's hash and the time its session must be live at. */
export interface SessionScope {
  tokenHash: string;
  now: Date;
}

/** The CTE `scope` for a token's hash and a time (values or placeholders), and what refers to it. */
export function sessionScopeSql(db: Executor, tokenHash: SQLWrapper, now: SQLWrapper) {
  const cte = db.$with('scope').as(
    db
      .select({
        workspaceId: users.workspaceId,
        contractsRevision: workspaces.contractsRevision,
        directoryRevision: workspaces.directoryRevision,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(workspaces, eq(workspaces.id, users.workspaceId))
      .where(isLiveSession(tokenHash, now)),
  );
  const one = (column: SQLWrapper) => sql`(select ${column} from ${cte})`;
  return {
    cte,
    /** The caller's workspace id (null without a live session). */
    workspace: one(cte.workspaceId),
    contractsRevision: one(cte.contractsRevision).mapWith(Number),
    directoryRevision: one(cte.directoryRevision).mapWith(Number),
  };
}

export type SessionScopeSql = ReturnType<typeof sessionScopeSql>;
