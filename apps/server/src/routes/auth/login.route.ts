import { ZLoginRequest, ZLoginResponse } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enforceRateLimit } from '../../lib/enforce-rate-limit.ts';
import { login } from '../../services/auth/login.ts';
import { errorResponses } from '../schemas.ts';

export const loginRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in; answers a bearer token',
        body: ZLoginRequest,
        response: { 200: ZLoginResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const { config, rateLimiter, db, clock } = app.ctx;
      const windowSeconds = config.RATE_LIMIT_WINDOW_SECONDS;
      // Per address against spraying many accounts, per email against guessing one password.
      await enforceRateLimit({
        rateLimiter,
        key: `login:ip:${request.ip}`,
        limit: config.LOGIN_IP_RATE_LIMIT,
        windowSeconds,
      });
      await enforceRateLimit({
        rateLimiter,
        key: `login:email:${request.body.email}`,
        limit: config.LOGIN_RATE_LIMIT,
        windowSeconds,
      });
      return login({ db, input: request.body, now: clock.now(), sessionTtlHours: config.SESSION_TTL_HOURS });
    },
  );
};
