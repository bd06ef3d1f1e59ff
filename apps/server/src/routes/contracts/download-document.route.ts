import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { answerContext } from '../../services/contracts/answer-context.ts';
import { getDocumentLink } from '../../services/contracts/get-document-link.ts';
import { bearerSecurity, errorResponses, ZIdParams } from '../schemas.ts';
import { ZDocumentLinkAnswer } from './contract.schemas.ts';

export const downloadDocumentRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/download',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['contracts'],
        summary: "A short-lived signed link downloading the contract's document by its original name (admin)",
        security: bearerSecurity,
        params: ZIdParams,
        response: { 200: ZDocumentLinkAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      getDocumentLink({
        db: app.ctx.db,
        workspaceId: authOf(request).workspace.id,
        contractId: request.params.id,
        disposition: 'attachment',
        answer: answerContext(app.ctx),
      }),
  );
};
