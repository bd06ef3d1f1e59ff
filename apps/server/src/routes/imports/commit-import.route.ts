import { ZImportCommit, ZImportResult } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { commitImport } from '../../services/imports/commit-import.ts';
import { bearerSecurity, errorResponses, ZIdParams } from '../schemas.ts';

export const commitImportRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/commit',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['imports'],
        summary: 'Write the checked rows as contracts, in one transaction (admin)',
        description:
          "`mode`: 'all' writes every row or, when any cannot be written, nothing (400 naming the rows); 'valid'" +
          ' writes the rows that can be. `createMissing`: create the properties and vendors the rows name that do' +
          ' not exist (otherwise such rows cannot be written). `onDuplicate`: a row that is a stored contract is' +
          " 'skip'ped or 'update's that contract with the fields the file gives. An import is written once (409" +
          ' after).',
        security: bearerSecurity,
        params: ZIdParams,
        body: ZImportCommit,
        response: { 200: ZImportResult, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { user, workspace } = authOf(request);
      return commitImport({
        db: app.ctx.db,
        workspaceId: workspace.id,
        userId: user.id,
        actor: user,
        importId: request.params.id,
        choice: request.body,
        now: app.ctx.clock.now(),
      });
    },
  );
};
