import { ZAccountResponse } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { toAccountDto } from '../../services/account/to-account-dto.ts';
import { feedKeyOf } from '../../services/calendar/feed-token.ts';
import { bearerSecurity, errorResponses } from '../schemas.ts';

export const getAccountRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'Your own account and workspace, your reminder switch and your secret calendar feed URL',
        security: bearerSecurity,
        response: { 200: ZAccountResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      // The session was read fresh for this request, so it is the current state of the account.
      const { user, workspace } = authOf(request);
      return toAccountDto({
        user,
        workspace,
        appUrl: app.ctx.config.APP_URL,
        feedKey: feedKeyOf(app.ctx.config),
      });
    },
  );
};
