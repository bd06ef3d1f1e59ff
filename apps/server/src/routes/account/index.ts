import type { FastifyPluginAsync } from 'fastify';
import { changePasswordRoute } from './change-password.route.ts';
import { getAccountRoute } from './get-account.route.ts';
import { regenerateCalendarFeedRoute } from './regenerate-calendar-feed.route.ts';
import { updateAccountRoute } from './update-account.route.ts';

/** One's own account, mounted at /api/account. */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  await app.register(getAccountRoute);
  await app.register(updateAccountRoute);
  await app.register(changePasswordRoute);
  await app.register(regenerateCalendarFeedRoute);
};
