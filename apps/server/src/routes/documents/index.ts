import type { FastifyPluginAsync } from 'fastify';
import { serveDocumentRoute } from './serve-document.route.ts';

/** Signed document links, mounted at /api/documents. */
export const documentsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(serveDocumentRoute);
};
