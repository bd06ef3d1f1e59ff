import { todayUtc, ZNotification } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth.ts';
import { listNotifications } from '../../services/notifications/list-notifications.ts';
import { bearerSecurity, errorResponses } from '../schemas.ts';

export const listNotificationsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['notifications'],
        summary:
          "The workspace's notice dates and end dates from today to 30 days ahead, with the caller's read state",
        security: bearerSecurity,
        response: { 200: z.array(ZNotification), ...errorResponses(401) },
      },
    },
    async (request) => {
      const { user, workspace } = authOf(request);
      return listNotifications({
        db: app.ctx.db,
        workspaceId: workspace.id,
        userId: user.id,
        today: todayUtc(app.ctx.clock.now()),
      });
    },
  );
};
