import { ZWorkspace } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { toWorkspaceDto } from '../../services/workspaces/to-workspace-dto.ts';
import { bearerSecurity, errorResponses } from '../schemas.ts';

export const getWorkspaceRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['workspace'],
        summary: "The caller's workspace",
        security: bearerSecurity,
        response: { 200: ZWorkspace, ...errorResponses(401) },
      },
    },
    async (request) => toWorkspaceDto(authOf(request).workspace),
  );
};
