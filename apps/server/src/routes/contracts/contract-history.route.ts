import { ZHistoryEntry } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth.ts';
import { readContractHistory } from '../../services/history/read-history.ts';
import { bearerSecurity, errorResponses, ZIdParams } from '../schemas.ts';

export const contractHistoryRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/history',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['contracts'],
        summary:
          "A contract's history, newest first: each change with when, who, what kind (created, edited, status_changed, document_replaced, owner_changed, decision_recorded, notice_recorded, receipt_attached, imported, deleted) and each field's value before and after",
        security: bearerSecurity,
        params: ZIdParams,
        response: { 200: z.array(ZHistoryEntry), ...errorResponses(401, 404) },
      },
    },
    async (request) =>
      readContractHistory({
        db: app.ctx.db,
        workspaceId: authOf(request).workspace.id,
        contractId: request.params.id,
      }),
  );
};
