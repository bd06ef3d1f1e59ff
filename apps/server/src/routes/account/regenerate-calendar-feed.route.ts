import { ZCalendarFeedResponse } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { calendarFeedUrl, feedKeyOf } from '../../services/calendar/feed-token.ts';
import { regenerateCalendarFeed } from '../../services/calendar/regenerate-calendar-feed.ts';
import { bearerSecurity, errorResponses } from '../schemas.ts';

export const regenerateCalendarFeedRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/calendar-feed/regenerate',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'A new secret calendar feed URL; the previous one stops working at once',
        security: bearerSecurity,
        response: { 200: ZCalendarFeedResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const userId = authOf(request).user.id;
      const version = await regenerateCalendarFeed({ db: app.ctx.db, userId, now: app.ctx.clock.now() });
      return {
        calendarFeedUrl: calendarFeedUrl({
          appUrl: app.ctx.config.APP_URL,
          key: feedKeyOf(app.ctx.config),
          userId,
          version,
        }),
      };
    },
  );
};
