import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildCalendarFeed } from '../../services/calendar/build-calendar-feed.ts';
import { feedKeyOf } from '../../services/calendar/feed-token.ts';
import { errorResponses, ZTokenParams } from '../schemas.ts';

export const calendarFeedRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:token.ics',
    {
      schema: {
        tags: ['calendar'],
        summary:
          "Your workspace's contract dates as an iCalendar feed (no session: the secret token is the" +
          ' credential; the account page gives the URL and regenerates it)',
        params: ZTokenParams,
        response: {
          200: z.string().describe('text/calendar: all-day events for evaluation start, notice date and end'),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const body = await buildCalendarFeed({
        db: app.ctx.db,
        key: feedKeyOf(app.ctx.config),
        token: request.params.token,
        appUrl: app.ctx.config.APP_URL,
        brandName: app.ctx.config.BRAND_NAME,
        now: app.ctx.clock.now(),
      });
      return reply
        .headers({
          'content-type': 'text/calendar; charset=utf-8',
          // Only the subscriber's own client may keep it; calendar apps poll, so a few minutes is plenty.
          'cache-control': 'private, max-age=300',
          'content-disposition': 'inline; filename="contract-dates.ics"',
          'x-content-type-options': 'nosniff',
          // The URL is a credential: never pass it on as a referrer.
          'referrer-policy': 'no-referrer',
        })
        .send(body);
    },
  );
};
