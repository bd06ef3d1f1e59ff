import { API_MSG, ZMessageResponse, ZResetPasswordRequest } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resetPassword } from '../../services/auth/reset-password.ts';
import { errorResponses } from '../schemas.ts';

export const resetPasswordRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with an emailed reset token (single-use, 1 h); ends every session',
        body: ZResetPasswordRequest,
        response: { 200: ZMessageResponse, ...errorResponses(400) },
      },
    },
    async (request) => {
      await resetPassword({ db: app.ctx.db, input: request.body, now: app.ctx.clock.now() });
      return { message: API_MSG.passwordResetDone };
    },
  );
};
