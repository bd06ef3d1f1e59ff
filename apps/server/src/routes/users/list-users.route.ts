import { ZWorkspaceUser } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth.ts';
import { listUsers } from '../../services/users/list-users.ts';
import { bearerSecurity, errorResponses } from '../schemas.ts';

export const listUsersRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['users'],
        summary: "The workspace's users, by name, each with the number of contracts they own (admin)",
        security: bearerSecurity,
        response: { 200: z.array(ZWorkspaceUser), ...errorResponses(401, 403) },
      },
    },
    async (request) => listUsers({ db: app.ctx.db, workspaceId: authOf(request).workspace.id }),
  );
};
