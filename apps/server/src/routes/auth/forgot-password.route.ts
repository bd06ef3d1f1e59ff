import { API_MSG, ZEmailOnlyRequest, ZMessageResponse } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enforceRateLimit } from '../../lib/enforce-rate-limit.ts';
import { mailContextOf } from '../../mail/mail-context.ts';
import { requestPasswordReset } from '../../services/auth/request-password-reset.ts';
import { errorResponses } from '../schemas.ts';

export const forgotPasswordRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link; answers the same whether or not the email exists',
        body: ZEmailOnlyRequest,
        response: { 200: ZMessageResponse, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { config, rateLimiter, db, clock } = app.ctx;
      await enforceRateLimit({
        rateLimiter,
        key: `forgot-password:email:${request.body.email}`,
        limit: config.EMAIL_RATE_LIMIT,
        windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
      });
      await requestPasswordReset({
        db,
        mail: mailContextOf(app.ctx, request.log),
        email: request.body.email,
        now: clock.now(),
      });
      return { message: API_MSG.forgotAccepted };
    },
  );
};
