import { ZContract } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { receiveUpload } from '../../documents/receive-upload.ts';
import { authOf } from '../../plugins/auth.ts';
import { answerContext } from '../../services/contracts/answer-context.ts';
import { findContractRow } from '../../services/contracts/find-contract-row.ts';
import { replaceDocument } from '../../services/contracts/replace-document.ts';
import { bearerSecurity, errorResponses, ZIdParams } from '../schemas.ts';

export const replaceDocumentRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/:id/document',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['contracts'],
        summary: "Replace a contract's document; the old file is removed once the new one is saved (admin)",
        description: 'multipart/form-data with a `file` part (PDF, DOC or DOCX, at most 10 MB).',
        consumes: ['multipart/form-data'],
        security: bearerSecurity,
        params: ZIdParams,
        response: { 200: ZContract, ...errorResponses(400, 401, 403, 404, 408, 413, 415) },
      },
    },
    async (request) => {
      const { user, workspace } = authOf(request);
      const workspaceId = workspace.id;
      const { db, storage } = app.ctx;
      // Before reading the body: an unknown contract is refused without storing anything.
      await findContractRow({ db, workspaceId, contractId: request.params.id });
      const upload = await receiveUpload({ request, db, storage, workspaceId, withMetadata: false });
      const contract = await replaceDocument({
        db,
        storage,
        workspaceId,
        contractId: request.params.id,
        document: upload.document,
        actor: user,
        answer: answerContext(app.ctx),
      });
      app.ctx.documentTexts.wake();
      return contract;
    },
  );
};
