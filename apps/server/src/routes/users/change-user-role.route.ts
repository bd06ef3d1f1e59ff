import { ZChangeRoleRequest, ZUser } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { changeUserRole } from '../../services/users/change-user-role.ts';
import { bearerSecurity, errorResponses, ZIdParams } from '../schemas.ts';

export const changeUserRoleRoute: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/:id/role',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['users'],
        summary: "Change a user's role; the last admin cannot be demoted (admin)",
        security: bearerSecurity,
        params: ZIdParams,
        body: ZChangeRoleRequest,
        response: { 200: ZUser, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      changeUserRole({
        db: app.ctx.db,
        workspaceId: authOf(request).workspace.id,
        userId: request.params.id,
        role: request.body.role,
        now: app.ctx.clock.now(),
      }),
  );
};
