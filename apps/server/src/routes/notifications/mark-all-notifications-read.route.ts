import { todayUtc } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { markAllNotificationsRead } from '../../services/notifications/mark-all-notifications-read.ts';
import { bearerSecurity, errorResponses, ZNoContent } from '../schemas.ts';

export const markAllNotificationsReadRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/read-all',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['notifications'],
        summary: 'Mark every current notification read for the caller',
        security: bearerSecurity,
        response: { 204: ZNoContent, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const { user, workspace } = authOf(request);
      const now = app.ctx.clock.now();
      await markAllNotificationsRead({
        db: app.ctx.db,
        workspaceId: workspace.id,
        userId: user.id,
        today: todayUtc(now),
        now,
      });
      return reply.status(204).send(null);
    },
  );
};
