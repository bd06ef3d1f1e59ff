import { PassThrough } from 'node:stream';
import { API_MSG, type TDocumentAnalysis, type TReadingProgress, ZDocumentAnalysis } from '@keydate/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ReaderClosed } from '../../documents/reading/document-reader.ts';
import { receiveDocumentBytes } from '../../documents/receive-upload.ts';
import { authOf } from '../../plugins/auth.ts';
import { analyzeDocument } from '../../services/documents/analyze-document.ts';
import { findDocumentTwin } from '../../services/drafts/document-twin.ts';
import { bearerSecurity, errorResponses } from '../schemas.ts';

/** The answer as lines of JSON, a line per scanned page as its recognition starts, then the analysis. */
export const PROGRESS_TYPE = 'application/x-ndjson';

const wantsProgress = (request: FastifyRequest) => request.headers.accept?.includes(PROGRESS_TYPE) ?? false;

/**
 * Answers `{ progress }` lines as the reading goes, then `{ analysis }`, or `{ error: { message } }` if the
 * reading fails once lines have gone out. Until the first line, a failure is answered as any error is,
 * with its status: a reading refused because too many documents wait is a 429, not a line.
 */
async function streamAnalysis(
  request: FastifyRequest,
  reply: FastifyReply,
  analyze: (onProgress: (progress: TReadingProgress) => void) => Promise<TDocumentAnalysis>,
) {
  const lines = new PassThrough();
  const line = (value: object) => `${JSON.stringify(value)}\n`;
  let firstProgress = () => {};
  const progressed = new Promise<void>((resolve) => (firstProgress = resolve));
  const analysed = analyze((progress) => {
    firstProgress();
    lines.write(line({ progress }));
  });
  await Promise.race([progressed, analysed]);
  analysed.then(
    (analysis) => lines.end(line({ analysis })),
    (error: unknown) => {
      if (!(error instanceof ReaderClosed)) request.log.error({ err: error }, 'document reading failed');
      const message = error instanceof ReaderClosed ? API_MSG.temporarilyUnavailable : API_MSG.internal;
      lines.end(line({ error: { message } }));
    },
  );
  return reply.type(PROGRESS_TYPE).send(lines);
}

export const analyzeDocumentRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/analyze',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['documents'],
        summary: 'Read a document and propose the key dates it states; stores nothing (both roles)',
        description:
          'multipart/form-data with a `file` part (PDF, DOC or DOCX, at most 10 MB), checked as an upload is.' +
          ' A suggestion is present only when the document states it; `textLayer: false` when no text could' +
          ' be read (an encrypted or unreadable file, or a scan past the pages recognised). A scanned page is' +
          ' recognised (`recognisedPages`), which takes seconds a page: with `Accept: application/x-ndjson`' +
          ' the answer is lines of JSON, `{ "progress": { "page", "pageCount" } }` as each scanned page' +
          ' starts, then `{ "analysis": … }` (this answer) or `{ "error": { "message" } }`. `duplicateOf`' +
          ' names the contract or draft that already holds the same file, so the wizard can say so before a' +
          ' second one is made.',
        consumes: ['multipart/form-data'],
        produces: ['application/json', PROGRESS_TYPE],
        security: bearerSecurity,
        response: { 200: ZDocumentAnalysis, ...errorResponses(400, 401, 408, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { bytes, kind, sha256 } = await receiveDocumentBytes(request);
      const twin = await findDocumentTwin(app.ctx.db, authOf(request).workspace.id, sha256);
      const analyze = async (onProgress?: (progress: TReadingProgress) => void) => {
        const { analysis } = await analyzeDocument({ bytes, kind, ...(onProgress ? { onProgress } : {}) });
        return twin ? { ...analysis, duplicateOf: twin } : analysis;
      };
      return wantsProgress(request) ? streamAnalysis(request, reply, analyze) : analyze();
    },
  );
};
