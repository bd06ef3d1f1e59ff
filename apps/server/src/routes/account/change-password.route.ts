import { API_MSG, ZChangePasswordRequest, ZMessageResponse } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { changePassword } from '../../services/account/change-password.ts';
import { bearerSecurity, errorResponses } from '../schemas.ts';

export const changePasswordRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/password',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'Change your password (current + new); your other sessions end',
        security: bearerSecurity,
        body: ZChangePasswordRequest,
        response: { 200: ZMessageResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { user, sessionId } = authOf(request);
      await changePassword({
        db: app.ctx.db,
        userId: user.id,
        sessionId,
        input: request.body,
        now: app.ctx.clock.now(),
      });
      return { message: API_MSG.passwordChanged };
    },
  );
};
