import type { FastifyPluginAsync } from 'fastify';
import { changeDraftRoutes } from './change-draft.route.ts';
import { createDraftRoute } from './create-draft.route.ts';
import { listDraftsRoute } from './list-drafts.route.ts';

/**
 * Drafts, mounted at /api/drafts (docs/domain.md, Upload many): both roles add, read, confirm and discard
 * them, as they upload; attaching one to an existing contract is an admin's, as replacing a document is.
 */
export const draftsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(createDraftRoute);
  await app.register(listDraftsRoute);
  await app.register(changeDraftRoutes);
};
