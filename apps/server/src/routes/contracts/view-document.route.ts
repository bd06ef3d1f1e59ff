import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { answerContext } from '../../services/contracts/answer-context.ts';
import { getDocumentLink } from '../../services/contracts/get-document-link.ts';
import { bearerSecurity, errorResponses, ZIdParams } from '../schemas.ts';
import { ZDocumentLinkAnswer } from './contract.schemas.ts';

export const viewDocumentRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/view',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['contracts'],
        summary: "A short-lived signed link showing the contract's document inline (both roles)",
        security: bearerSecurity,
        params: ZIdParams,
        response: { 200: ZDocumentLinkAnswer, ...errorResponses(401, 404) },
      },
    },
    async (request) =>
      getDocumentLink({
        db: app.ctx.db,
        workspaceId: authOf(request).workspace.id,
        contractId: request.params.id,
        disposition: 'inline',
        answer: answerContext(app.ctx),
      }),
  );
};
