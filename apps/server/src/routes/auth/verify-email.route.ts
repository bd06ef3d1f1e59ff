import { MSG, ZMessageResponse } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verifyEmail } from '../../services/auth/verify-email.ts';
import { errorResponses, ZTokenParams } from '../schemas.ts';

export const verifyEmailRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/verify/:token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Use an emailed verification link (single-use, 48 h)',
        params: ZTokenParams,
        response: { 200: ZMessageResponse, ...errorResponses(400) },
      },
    },
    async (request) => {
      await verifyEmail({ db: app.ctx.db, token: request.params.token, now: app.ctx.clock.now() });
      return { message: MSG.emailVerifiedToast };
    },
  );
};
