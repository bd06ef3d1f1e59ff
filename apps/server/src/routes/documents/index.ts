import type { FastifyPluginAsync } from 'fastify';
import { analyzeDocumentRoute } from './analyze-document.route.ts';
import { serveDocumentRoute } from './serve-document.route.ts';

/** Signed document links and the reading of a document, mounted at /api/documents. */
export const documentsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(serveDocumentRoute);
  await app.register(analyzeDocumentRoute);
};
