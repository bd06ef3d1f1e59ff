import { ZWorkspaceReminderSettings } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { getReminderSettings } from '../../services/reminders/get-reminder-settings.ts';
import { bearerSecurity, errorResponses } from '../schemas.ts';

export const getReminderSettingsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['reminders'],
        summary:
          "The workspace's reminder lead times in days before the notice and end dates, and the escalation days (admin)",
        security: bearerSecurity,
        response: { 200: ZWorkspaceReminderSettings, ...errorResponses(401, 403) },
      },
    },
    async (request) => getReminderSettings({ db: app.ctx.db, workspaceId: authOf(request).workspace.id }),
  );
};
