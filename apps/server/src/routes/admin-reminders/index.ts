import type { FastifyPluginAsync } from 'fastify';

/** Reminder health for admins, mounted at /api/admin/reminders. */
export const adminRemindersRoutes: FastifyPluginAsync = async () => {};
