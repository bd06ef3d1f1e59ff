import { ZMember } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth.ts';
import { listMembers } from '../../services/members/list-members.ts';
import { bearerSecurity, errorResponses } from '../schemas.ts';

/** GET /api/members: the workspace's people for the owner and responsible-people pickers (any role). */
export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary:
          "The workspace's people (id, name, email), by name, to choose an owner or responsible people",
        security: bearerSecurity,
        response: { 200: z.array(ZMember), ...errorResponses(401) },
      },
    },
    async (request) => listMembers({ db: app.ctx.db, workspaceId: authOf(request).workspace.id }),
  );
};
