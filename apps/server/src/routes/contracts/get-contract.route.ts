import { ZContract } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { answerContext } from '../../services/contracts/answer-context.ts';
import { getContract } from '../../services/contracts/get-contract.ts';
import { bearerSecurity, errorResponses, ZIdParams } from '../schemas.ts';

export const getContractRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['contracts'],
        summary: 'One contract with its property, properties and vendor embedded',
        security: bearerSecurity,
        params: ZIdParams,
        response: { 200: ZContract, ...errorResponses(401, 404) },
      },
    },
    async (request) =>
      getContract({
        db: app.ctx.db,
        workspaceId: authOf(request).workspace.id,
        contractId: request.params.id,
        answer: answerContext(app.ctx),
      }),
  );
};
