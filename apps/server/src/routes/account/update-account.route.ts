import { ZAccountResponse, ZUpdateAccountRequest } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { toAccountDto } from '../../services/account/to-account-dto.ts';
import { updateAccount } from '../../services/account/update-account.ts';
import { feedKeyOf } from '../../services/calendar/feed-token.ts';
import { bearerSecurity, errorResponses } from '../schemas.ts';

export const updateAccountRoute: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'Change your own name, your reminder switch, or both',
        security: bearerSecurity,
        body: ZUpdateAccountRequest,
        response: { 200: ZAccountResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { user: me, workspace } = authOf(request);
      const user = await updateAccount({
        db: app.ctx.db,
        userId: me.id,
        input: request.body,
        now: app.ctx.clock.now(),
      });
      return toAccountDto({
        user,
        workspace,
        appUrl: app.ctx.config.APP_URL,
        feedKey: feedKeyOf(app.ctx.config),
      });
    },
  );
};
