import type { FastifyPluginAsync } from 'fastify';
import { getReminderHealthRoute } from './get-reminder-health.route.ts';
import { getReminderSettingsRoute } from './get-reminder-settings.route.ts';
import { updateReminderSettingsRoute } from './update-reminder-settings.route.ts';

/** Reminder health and the workspace's lead times, for admins; mounted at /api/admin/reminders. */
export const adminRemindersRoutes: FastifyPluginAsync = async (app) => {
  await app.register(getReminderHealthRoute);
  await app.register(getReminderSettingsRoute);
  await app.register(updateReminderSettingsRoute);
};
