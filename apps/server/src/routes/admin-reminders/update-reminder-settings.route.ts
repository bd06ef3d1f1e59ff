import { ZReminderSettingsRequest, ZWorkspaceReminderSettings } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { updateReminderSettings } from '../../services/reminders/update-reminder-settings.ts';
import { bearerSecurity, errorResponses } from '../schemas.ts';

export const updateReminderSettingsRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/settings',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['reminders'],
        summary:
          "Set the workspace's reminder lead times and, optionally, the days before a notice date with no renewal decision when admins get the escalation mail (admin); answered deduplicated, latest last",
        security: bearerSecurity,
        body: ZReminderSettingsRequest,
        response: { 200: ZWorkspaceReminderSettings, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      updateReminderSettings({
        db: app.ctx.db,
        workspaceId: authOf(request).workspace.id,
        leadDays: request.body,
        escalationDays: request.body.escalationDays,
      }),
  );
};
