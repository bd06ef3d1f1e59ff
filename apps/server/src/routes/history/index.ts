import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../documents/content-disposition.ts';
import { authOf } from '../../plugins/auth.ts';
import { answerContext } from '../../services/contracts/answer-context.ts';
import { exportHistory } from '../../services/history/read-history.ts';
import { bearerSecurity, errorResponses } from '../schemas.ts';

/** GET /api/history/export: the workspace's history of changes to contracts as CSV (admin). */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/export',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['contracts'],
        summary:
          "The workspace's history of changes to contracts as CSV, oldest first, a line per changed field: At, Contract, Contract id, Person, Action, Field, From, To (admin)",
        security: bearerSecurity,
        response: { 200: z.unknown().describe('The history as CSV'), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const { today } = answerContext(app.ctx);
      return reply
        .headers({
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': contentDisposition('attachment', `contract-history-${today}.csv`),
          'cache-control': 'private, no-store',
        })
        .send(exportHistory({ db: app.ctx.db, workspaceId: authOf(request).workspace.id }));
    },
  );
};
