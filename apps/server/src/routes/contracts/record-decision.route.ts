import { ZContract, ZDecisionRequest } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { answerContext } from '../../services/contracts/answer-context.ts';
import { recordDecision } from '../../services/contracts/record-decision.ts';
import { bearerSecurity, errorResponses, ZIdParams } from '../schemas.ts';

export const recordDecisionRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/decision',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['contracts'],
        summary:
          "Record the current term's renewal decision: renew, renegotiate or not_renew, a reason and a note (the contract's owner or an admin)",
        security: bearerSecurity,
        params: ZIdParams,
        body: ZDecisionRequest,
        response: { 200: ZContract, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      recordDecision({
        db: app.ctx.db,
        auth: authOf(request),
        contractId: request.params.id,
        input: request.body,
        answer: answerContext(app.ctx),
      }),
  );
};
