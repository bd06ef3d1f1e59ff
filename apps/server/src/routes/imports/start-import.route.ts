import { ZImport } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { receiveRegister } from '../../documents/receive-upload.ts';
import { authOf } from '../../plugins/auth.ts';
import { startImport } from '../../services/imports/start-import.ts';
import { bearerSecurity, errorResponses } from '../schemas.ts';

export const startImportRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['imports'],
        summary: 'Read a register (CSV or XLSX) and check every row; writes no contract (admin)',
        description:
          'multipart/form-data: `file` (.csv or .xlsx, at most 10 MB and 10,000 rows; CSV in UTF-8, UTF-16 with a' +
          ' byte order mark or Windows-1252, any common delimiter), and optionally `mapping` (JSON: column header' +
          ' → field, or null to leave a column out), `dateOrder` (`DMY` or `MDY`) and `sheet` (a workbook sheet;' +
          ' the first by default). The file is read in the reading child. An ambiguous date order is not guessed:' +
          ' `dateOrder` is null and `message` asks for it.',
        consumes: ['multipart/form-data'],
        security: bearerSecurity,
        response: { 201: ZImport, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { user, workspace } = authOf(request);
      const file = await receiveRegister(request, ['mapping', 'dateOrder', 'sheet']);
      const answer = await startImport({
        db: app.ctx.db,
        workspaceId: workspace.id,
        userId: user.id,
        file,
        now: app.ctx.clock.now(),
      });
      return reply.status(201).send(answer);
    },
  );
};
