import type { FastifyPluginAsync } from 'fastify';
import { listNotificationsRoute } from './list-notifications.route.ts';
import { markAllNotificationsReadRoute } from './mark-all-notifications-read.route.ts';
import { markNotificationReadRoute } from './mark-notification-read.route.ts';

/**
 * The bell's notifications, mounted at /api/notifications: both roles read them and keep their own read
 * state (docs/domain.md, The bell).
 */
export const notificationsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(listNotificationsRoute);
  await app.register(markNotificationReadRoute);
  await app.register(markAllNotificationsReadRoute);
};
