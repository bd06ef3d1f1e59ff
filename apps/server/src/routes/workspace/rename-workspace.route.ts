import { ZUpdateWorkspaceRequest, ZWorkspace } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { renameWorkspace } from '../../services/workspaces/rename-workspace.ts';
import { bearerSecurity, errorResponses } from '../schemas.ts';

export const renameWorkspaceRoute: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['workspace'],
        summary: 'Rename the workspace (admin)',
        security: bearerSecurity,
        body: ZUpdateWorkspaceRequest,
        response: { 200: ZWorkspace, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      renameWorkspace({ db: app.ctx.db, workspaceId: authOf(request).workspace.id, input: request.body }),
  );
};
