import { ZRegisterExportQuery } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../documents/content-disposition.ts';
import { authOf } from '../../plugins/auth.ts';
import { answerContext } from '../../services/contracts/answer-context.ts';
import { exportRegister, REGISTER_CONTENT_TYPES } from '../../services/contracts/export-register.ts';
import { withOwnerMe } from '../../services/contracts/find-contracts-page.ts';
import { bearerSecurity, errorResponses } from '../schemas.ts';

export const exportContractsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/export',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['contracts'],
        summary:
          "The dashboard's view as a register (both roles): every contract its search, filters and sort hold," +
          ' all pages, as CSV or XLSX',
        description:
          'The same query parameters as the list (`page` and `pageSize` are ignored) and `format`. Columns: ' +
          'Id, Name, Type, Properties, Vendor, Category, Start, End, Evaluation start, Notice date, Days left, ' +
          'Status, Document, Link. CSV is UTF-8 with a byte order mark; text a spreadsheet would run as a ' +
          'formula starts with an apostrophe. XLSX writes dates as date cells and text as text.',
        security: bearerSecurity,
        querystring: ZRegisterExportQuery,
        response: { 200: z.unknown().describe('The register file'), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const answer = answerContext(app.ctx);
      const { workspace, user } = authOf(request);
      const stream = await exportRegister({
        db: app.ctx.db,
        workspaceId: workspace.id,
        query: withOwnerMe(query, user.id),
        format,
        answer,
        appUrl: app.ctx.config.APP_URL,
      });
      return reply
        .headers({
          'content-type': REGISTER_CONTENT_TYPES[format],
          'content-disposition': contentDisposition('attachment', `contracts-${answer.today}.${format}`),
          'cache-control': 'private, no-store',
        })
        .send(stream);
    },
  );
};
