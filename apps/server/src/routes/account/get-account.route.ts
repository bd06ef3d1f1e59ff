import { ZSessionResponse } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { toUserDto } from '../../services/users/to-user-dto.ts';
import { toWorkspaceDto } from '../../services/workspaces/to-workspace-dto.ts';
import { bearerSecurity, errorResponses } from '../schemas.ts';

export const getAccountRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'Your own account and workspace',
        security: bearerSecurity,
        response: { 200: ZSessionResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      // The session was read fresh for this request, so it is the current state of the account.
      const { user, workspace } = authOf(request);
      return { user: toUserDto(user), workspace: toWorkspaceDto(workspace) };
    },
  );
};
