import { API_MSG } from '@keydate/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/http-error.ts';
import { type AuthContext, findSession } from '../services/sessions/find-session.ts';

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

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);

  const authenticate = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized(API_MSG.notAuthenticated);
    const session = await findSession({ db: app.ctx.db, token, now: app.ctx.clock.now() });
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
