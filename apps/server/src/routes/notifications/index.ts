import type { FastifyPluginAsync } from 'fastify';

/** The bell's notifications, mounted at /api/notifications. */
export const notificationsRoutes: FastifyPluginAsync = async () => {};
