import { ZImport, ZImportSettings } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { updateImportSettings } from '../../services/imports/update-import.ts';
import { bearerSecurity, errorResponses, ZIdParams } from '../schemas.ts';

export const updateImportRoute: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['imports'],
        summary: 'Choose the columns’ fields or the date order again; every row is checked again (admin)',
        description:
          '`mapping`: column header → field (or null); columns left out keep theirs. `dateOrder`: `DMY`, `MDY`,' +
          ' or null to read the order from the file.',
        security: bearerSecurity,
        params: ZIdParams,
        body: ZImportSettings,
        response: { 200: ZImport, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updateImportSettings({
        db: app.ctx.db,
        workspaceId: authOf(request).workspace.id,
        importId: request.params.id,
        settings: request.body,
      }),
  );
};
