import { ZDocumentAnalysis } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { receiveDocumentBytes } from '../../documents/receive-upload.ts';
import { authOf } from '../../plugins/auth.ts';
import { analyzeDocument } from '../../services/documents/analyze-document.ts';
import { findDocumentTwin } from '../../services/drafts/document-twin.ts';
import { bearerSecurity, errorResponses } from '../schemas.ts';

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
          ' be read (a scan, an encrypted or unreadable file). `duplicateOf` names the contract or draft that' +
          ' already holds the same file, so the wizard can say so before a second one is made.',
        consumes: ['multipart/form-data'],
        security: bearerSecurity,
        response: { 200: ZDocumentAnalysis, ...errorResponses(400, 401, 408, 413, 415, 429) },
      },
    },
    async (request) => {
      const { bytes, kind, sha256 } = await receiveDocumentBytes(request);
      const twin = await findDocumentTwin(app.ctx.db, authOf(request).workspace.id, sha256);
      const { analysis } = await analyzeDocument({ bytes, kind });
      return twin ? { ...analysis, duplicateOf: twin } : analysis;
    },
  );
};
