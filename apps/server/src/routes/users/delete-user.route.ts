import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { deleteUser } from '../../services/users/delete-user.ts';
import { bearerSecurity, errorResponses, ZIdParams, ZNoContent } from '../schemas.ts';

export const deleteUserRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['users'],
        summary: 'Remove a user and end their sessions; the last admin cannot be removed (admin)',
        security: bearerSecurity,
        params: ZIdParams,
        response: { 204: ZNoContent, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteUser({
        db: app.ctx.db,
        workspaceId: authOf(request).workspace.id,
        userId: request.params.id,
      });
      return reply.status(204).send(null);
    },
  );
};
