import { IMPORT_TEMPLATE_COLUMNS, IMPORT_TEMPLATE_ROWS, REGISTER_FORMATS } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../documents/content-disposition.ts';
import { REGISTER_CONTENT_TYPES, registerFile } from '../../services/contracts/export-register.ts';
import { bearerSecurity, errorResponses } from '../schemas.ts';

export const importTemplateRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/template',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['imports'],
        summary: 'A sample register to fill in and import, as CSV or XLSX (both roles)',
        security: bearerSecurity,
        querystring: z.object({ format: z.enum(REGISTER_FORMATS, { error: 'Format must be csv or xlsx' }) }),
        response: { 200: z.unknown().describe('The sample register'), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      return reply
        .headers({
          'content-type': REGISTER_CONTENT_TYPES[format],
          'content-disposition': contentDisposition('attachment', `keydate-register-template.${format}`),
          'cache-control': 'private, no-store',
        })
        .send(registerFile(format, IMPORT_TEMPLATE_COLUMNS, IMPORT_TEMPLATE_ROWS));
    },
  );
};
