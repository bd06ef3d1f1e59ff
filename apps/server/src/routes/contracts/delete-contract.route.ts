import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { answerContext } from '../../services/contracts/answer-context.ts';
import { deleteContract } from '../../services/contracts/delete-contract.ts';
import { bearerSecurity, errorResponses, ZIdParams, ZNoContent } from '../schemas.ts';

export const deleteContractRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['contracts'],
        summary: 'Delete a contract and its document (admin)',
        security: bearerSecurity,
        params: ZIdParams,
        response: { 204: ZNoContent, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { user, workspace } = authOf(request);
      await deleteContract({
        db: app.ctx.db,
        storage: app.ctx.storage,
        workspaceId: workspace.id,
        contractId: request.params.id,
        actor: user,
        answer: answerContext(app.ctx),
      });
      return reply.status(204).send(null);
    },
  );
};
