import { ZReminderHealth } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { getReminderHealth } from '../../services/reminders/get-reminder-health.ts';
import { bearerSecurity, errorResponses } from '../schemas.ts';

export const getReminderHealthRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['reminders'],
        summary: 'Reminder health: last sweep, mails sent, failures and what falls due next (admin)',
        security: bearerSecurity,
        response: { 200: ZReminderHealth, ...errorResponses(401, 403) },
      },
    },
    async (request) =>
      getReminderHealth({
        db: app.ctx.db,
        workspaceId: authOf(request).workspace.id,
        now: app.ctx.clock.now(),
      }),
  );
};
