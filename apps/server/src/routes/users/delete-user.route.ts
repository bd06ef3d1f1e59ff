import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
        summary:
          'Remove a user and end their sessions; the last admin cannot be removed; the contracts they own go to newOwnerId, required when they own any (admin)',
        security: bearerSecurity,
        params: ZIdParams,
        querystring: z.object({
          newOwnerId: z
            .string({ error: 'The new owner must be an id' })
            .optional()
            .describe('Who takes over the contracts the person owns: another person of the workspace'),
        }),
        response: { 204: ZNoContent, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { user, workspace } = authOf(request);
      await deleteUser({
        db: app.ctx.db,
        workspaceId: workspace.id,
        userId: request.params.id,
        newOwnerId: request.query.newOwnerId,
        actor: user,
        now: app.ctx.clock.now(),
      });
      return reply.status(204).send(null);
    },
  );
};
