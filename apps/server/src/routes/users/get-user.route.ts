import { ZUser } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { getUser } from '../../services/users/get-user.ts';
import { bearerSecurity, errorResponses, ZIdParams } from '../schemas.ts';

export const getUserRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['users'],
        summary: 'One user of the workspace (admin)',
        security: bearerSecurity,
        params: ZIdParams,
        response: { 200: ZUser, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      getUser({ db: app.ctx.db, workspaceId: authOf(request).workspace.id, userId: request.params.id }),
  );
};
