import { ZImportRow, ZImportRowCorrection } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth.ts';
import { correctImportRow } from '../../services/imports/update-import.ts';
import { bearerSecurity, errorResponses } from '../schemas.ts';

export const correctImportRowRoute: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/:id/rows/:row',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['imports'],
        summary:
          "Correct a row's cells without sending the file again; answers the row checked again (admin)",
        description: '`values`: field → text, over the file’s cell and any earlier correction.',
        security: bearerSecurity,
        params: z.object({
          id: z.string(),
          row: z.coerce.number({ error: 'Row must be a number' }).int('Row must be a number'),
        }),
        body: ZImportRowCorrection,
        response: { 200: ZImportRow, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      correctImportRow({
        db: app.ctx.db,
        workspaceId: authOf(request).workspace.id,
        importId: request.params.id,
        row: request.params.row,
        values: request.body.values,
      }),
  );
};
