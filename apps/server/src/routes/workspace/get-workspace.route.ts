import { ZWorkspaceDetails } from '@keydate/domain';
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
        summary: "The caller's workspace, with the reminder lead times contracts follow by default",
        security: bearerSecurity,
        response: { 200: ZWorkspaceDetails, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { workspace } = authOf(request);
      return { ...toWorkspaceDto(workspace), reminderLeadDays: workspace.reminderLeadDays };
    },
  );
};
