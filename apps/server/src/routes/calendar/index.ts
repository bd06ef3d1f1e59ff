import type { FastifyPluginAsync } from 'fastify';

/** The calendar feeds (ICS), mounted at /api/calendar; a feed is reached by its secret token alone. */
export const calendarRoutes: FastifyPluginAsync = async () => {};
