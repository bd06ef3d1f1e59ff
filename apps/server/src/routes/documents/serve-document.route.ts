import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../documents/content-disposition.ts';
import { linkSecret } from '../../documents/document-links.ts';
import { openSignedDocument } from '../../services/documents/open-signed-document.ts';
import { errorResponses, ZIdParams } from '../schemas.ts';

const ZLinkQuery = z.object({
  disposition: z.string().optional(),
  expires: z.string().optional(),
  signature: z.string().optional(),
});

export const serveDocumentRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    {
      schema: {
        tags: ['documents'],
        summary:
          'A document by its signed link (no session: the signature is the credential; links live five minutes)',
        params: ZIdParams,
        querystring: ZLinkQuery,
        response: { 200: z.unknown().describe('The document'), ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      const document = await openSignedDocument({
        db: app.ctx.db,
        storage: app.ctx.storage,
        secret: linkSecret(app.ctx.config),
        now: app.ctx.clock.now(),
        contractId: request.params.id,
        link: request.query,
      });
      return reply
        .headers({
          'content-type': document.contentType,
          'content-length': String(document.size),
          'content-disposition': contentDisposition(document.disposition, document.fileName),
          'cache-control': 'private, no-store',
          'x-content-type-options': 'nosniff',
          // Chrome's PDF viewer needs more than the app's strict policy allows; framing stays
          // same-origin only (X-Frame-Options SAMEORIGIN is kept too).
          'content-security-policy': "frame-ancestors 'self'",
        })
        .send(document.body);
    },
  );
};
