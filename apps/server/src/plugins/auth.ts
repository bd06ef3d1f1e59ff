// Who is calling: the bearer token's live session, with its user and workspace read fresh on every
// request, so a role change or a deletion applies at once.
import { API_MSG } from '@keydate/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { sessions, users, workspaces } from '../db/schema/index.ts';
import { forbidden, unauthorized } from '../lib/http-error.ts';
import { hashToken } from '../lib/tokens.ts';

export interface AuthContext {
  sessionId: string;
  user: typeof users.$inferSelect;
  workspace: typeof workspaces.$inferSelect;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** preHandler: a valid bearer session is required (401 otherwise). */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: a valid session of an admin is required (401 / 403 otherwise). */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

// Every authenticated request runs this query: it is prepared once per database handle.
function prepareSessionQuery(db: Db) {
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

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  let sessionQuery: ReturnType<typeof prepareSessionQuery> | undefined;

  const authenticate = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized(API_MSG.notAuthenticated);
    sessionQuery ??= prepareSessionQuery(app.ctx.db);
    const now = app.ctx.clock.now().toISOString();
    const [session] = await sessionQuery.execute({ tokenHash: hashToken(token), now });
    if (!session) throw unauthorized(API_MSG.sessionExpired);
    request.auth = session;
  };

  app.decorate('authenticate', authenticate);
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await authenticate(request);
    if (request.auth?.user.role !== 'admin') throw forbidden(API_MSG.forbidden);
  });
}

/** The session of a route guarded by `authenticate`; throws if a route forgot the guard. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized(API_MSG.notAuthenticated);
  return request.auth;
}
