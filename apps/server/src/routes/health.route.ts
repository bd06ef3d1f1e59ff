import { API_MSG } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const ZHealth = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
  message: z.string().optional(),
});

export const healthRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { schema: { tags: ['health'], response: { 200: ZHealth, 503: ZHealth } } },
    async (_request, reply) => {
      try {
        await Promise.race([
          app.ctx.database.ping(),
          new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 3000).unref()),
        ]);
        return { status: 'ok' as const, database: 'up' as const };
      } catch {
        return reply.status(503).send({
          status: 'unavailable' as const,
          database: 'down' as const,
          message: API_MSG.databaseUnavailable,
        });
      }
    },
  );
};
