import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
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
      await deleteContract({
        db: app.ctx.db,
        storage: app.ctx.storage,
        workspaceId: authOf(request).workspace.id,
        contractId: request.params.id,
      });
      return reply.status(204).send(null);
    },
  );
};
