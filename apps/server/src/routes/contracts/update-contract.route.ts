import { ZContract } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { answerContext } from '../../services/contracts/answer-context.ts';
import { updateContract } from '../../services/contracts/update-contract.ts';
import { bearerSecurity, errorResponses, ZIdParams } from '../schemas.ts';
import { ZContractPutBody } from './contract.schemas.ts';

export const updateContractRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['contracts'],
        summary: 'Edit a contract (dates are derived again), or only terminate / reinstate it (admin)',
        security: bearerSecurity,
        params: ZIdParams,
        body: ZContractPutBody,
        response: { 200: ZContract, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { user, workspace } = authOf(request);
      return updateContract({
        db: app.ctx.db,
        workspaceId: workspace.id,
        contractId: request.params.id,
        change: request.body,
        actor: user,
        answer: answerContext(app.ctx),
      });
    },
  );
};
