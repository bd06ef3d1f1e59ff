import { ZErrorResponse } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../documents/content-disposition.ts';
import { DOCUMENT_CONTENT_TYPES } from '../../documents/document-kinds.ts';
import { linkSecret } from '../../documents/document-links.ts';
import { PREVIEW_CONTENT_SECURITY_POLICY, previewPage } from '../../documents/docx-preview.ts';
import { ReaderClosed, ReadingQueueFull } from '../../documents/reading/document-reader.ts';
import { RETRY_AFTER_SECONDS } from '../../plugins/errors.ts';
import { openSignedDocument } from '../../services/documents/open-signed-document.ts';
import { previewDocument } from '../../services/documents/preview-document.ts';
import { errorResponses, ZIdParams } from '../schemas.ts';

const ZLinkQuery = z.object({
  disposition: z.string().optional(),
  expires: z.string().optional(),
  signature: z.string().optional(),
});

const PRIVATE = { 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' };

export const serveDocumentRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    {
      schema: {
        tags: ['documents'],
        summary:
          'A document by its signed link (no session: the signature is the credential; links live five minutes).' +
          ' Inline, a DOCX answers as sanitised HTML for the preview frame, made once and kept.',
        params: ZIdParams,
        querystring: ZLinkQuery,
        response: {
          200: z.unknown().describe('The document (a DOCX shown inline: an HTML page)'),
          422: z.string().describe('An HTML page saying no preview is available (an unreadable DOCX)'),
          ...errorResponses(403, 404),
          503: z
            .union([z.string(), ZErrorResponse])
            .describe(
              'The database is unreachable, or (a DOCX shown inline) too many documents are being read',
            ),
        },
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
      if (document.disposition === 'inline' && document.contentType === DOCUMENT_CONTENT_TYPES.docx) {
        const page = (status: 200 | 422 | 503, html: string | null) =>
          reply
            .status(status)
            .headers({
              ...PRIVATE,
              'content-type': 'text/html; charset=utf-8',
              'content-security-policy': PREVIEW_CONTENT_SECURITY_POLICY,
            })
            .send(previewPage(document.fileName, html));
        let html: string | null;
        try {
          html = await previewDocument({
            db: app.ctx.db,
            contractId: request.params.id,
            documentKey: document.documentKey,
            document,
          });
        } catch (error) {
          if (!(error instanceof ReadingQueueFull || error instanceof ReaderClosed)) throw error;
          // Nothing was kept: the next opening tries again.
          reply.header('retry-after', String(RETRY_AFTER_SECONDS));
          return page(503, null);
        }
        return page(html === null ? 422 : 200, html);
      }
      return reply
        .headers({
          ...PRIVATE,
          'content-type': document.contentType,
          'content-length': String(document.size),
          'content-disposition': contentDisposition(document.disposition, document.fileName),
          // Chrome's PDF viewer needs more than the app's strict policy allows; framing stays
          // same-origin only (X-Frame-Options SAMEORIGIN is kept too).
          'content-security-policy': "frame-ancestors 'self'",
        })
        .send(document.body);
    },
  );
};
