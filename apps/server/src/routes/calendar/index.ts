import type { FastifyPluginAsync } from 'fastify';
import { calendarFeedRoute } from './calendar-feed.route.ts';

/** The calendar feeds (ICS), mounted at /api/calendar; a feed is reached by its secret token alone. */
export const calendarRoutes: FastifyPluginAsync = async (app) => {
  await app.register(calendarFeedRoute);
};
