import { ZDraft } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { receiveDocumentBytes } from '../../documents/receive-upload.ts';
import { authOf } from '../../plugins/auth.ts';
import { createDraft } from '../../services/drafts/create-draft.ts';
import { bearerSecurity, errorResponses } from '../schemas.ts';

export const createDraftRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['drafts'],
        summary: 'Add one document of a drop as a draft: stored, read, and its dates proposed (both roles)',
        description:
          'multipart/form-data with a `file` part (PDF, DOC or DOCX, at most 10 MB), checked as an upload is. ' +
          'A document the workspace already holds (the same bytes) answers 409 with `duplicateOf`, the contract ' +
          'or draft that holds it, and stores nothing. At most 400 drafts wait at once (409).',
        consumes: ['multipart/form-data'],
        security: bearerSecurity,
        response: { 201: ZDraft, ...errorResponses(400, 401, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { user, workspace } = authOf(request);
      const file = await receiveDocumentBytes(request);
      const draft = await createDraft({
        db: app.ctx.db,
        storage: app.ctx.storage,
        workspaceId: workspace.id,
        userId: user.id,
        file,
      });
      return reply.status(201).send(draft);
    },
  );
};
