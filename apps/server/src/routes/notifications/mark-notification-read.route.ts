import { todayUtc } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { markNotificationRead } from '../../services/notifications/mark-notification-read.ts';
import { bearerSecurity, errorResponses, ZIdParams, ZNoContent } from '../schemas.ts';

export const markNotificationReadRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/read',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['notifications'],
        summary: 'Mark one current notification read for the caller (again: no change)',
        security: bearerSecurity,
        params: ZIdParams,
        response: { 204: ZNoContent, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const { user, workspace } = authOf(request);
      const now = app.ctx.clock.now();
      await markNotificationRead({
        db: app.ctx.db,
        workspaceId: workspace.id,
        userId: user.id,
        notificationId: request.params.id,
        today: todayUtc(now),
        now,
      });
      return reply.status(204).send(null);
    },
  );
};
