import { ZSessionResponse } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { toUserDto } from '../../services/users/to-user-dto.ts';
import { toWorkspaceDto } from '../../services/workspaces/to-workspace-dto.ts';
import { bearerSecurity, errorResponses } from '../schemas.ts';

export const sessionRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/verify',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user and workspace of a bearer token',
        security: bearerSecurity,
        response: { 200: ZSessionResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { user, workspace } = authOf(request);
      return { user: toUserDto(user), workspace: toWorkspaceDto(workspace) };
    },
  );
};
