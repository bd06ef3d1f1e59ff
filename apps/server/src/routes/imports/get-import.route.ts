import { ZImport } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { checkImport } from '../../services/imports/check-import.ts';
import { findImport } from '../../services/imports/find-import.ts';
import { bearerSecurity, errorResponses, ZIdParams } from '../schemas.ts';

export const getImportRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['imports'],
        summary: 'An import with every row checked again against the workspace as it is now (admin)',
        security: bearerSecurity,
        params: ZIdParams,
        response: { 200: ZImport, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const workspaceId = authOf(request).workspace.id;
      const record = await findImport(app.ctx.db, workspaceId, request.params.id);
      return (await checkImport(app.ctx.db, workspaceId, record)).answer;
    },
  );
};
