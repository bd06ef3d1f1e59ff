import { MSG, ZRegisterRequest, ZRegisterResponse } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enforceRateLimit } from '../../lib/enforce-rate-limit.ts';
import { mailContextOf } from '../../mail/mail-context.ts';
import { registerUser } from '../../services/auth/register-user.ts';
import { errorResponses } from '../schemas.ts';

export const registerRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account and its workspace; mails a verification link',
        body: ZRegisterRequest,
        response: { 201: ZRegisterResponse, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const { config, rateLimiter, db, clock } = app.ctx;
      await enforceRateLimit({
        rateLimiter,
        key: `register:ip:${request.ip}`,
        limit: config.REGISTER_RATE_LIMIT,
        windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
      });
      const user = await registerUser({
        db,
        mail: mailContextOf(app.ctx, request.log),
        now: clock.now(),
        input: request.body,
      });
      return reply.status(201).send({ message: MSG.registrationSuccess, user });
    },
  );
};
