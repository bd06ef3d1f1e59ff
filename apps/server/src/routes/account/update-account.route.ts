import { ZUpdateAccountRequest, ZUserResponse } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { updateAccount } from '../../services/account/update-account.ts';
import { bearerSecurity, errorResponses } from '../schemas.ts';

export const updateAccountRoute: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'Change your own name',
        security: bearerSecurity,
        body: ZUpdateAccountRequest,
        response: { 200: ZUserResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const user = await updateAccount({
        db: app.ctx.db,
        userId: authOf(request).user.id,
        input: request.body,
        now: app.ctx.clock.now(),
      });
      return { user };
    },
  );
};
