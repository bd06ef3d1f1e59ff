import { ZContract } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { receiveUpload } from '../../documents/receive-upload.ts';
import { authOf } from '../../plugins/auth.ts';
import { answerContext } from '../../services/contracts/answer-context.ts';
import { createContract } from '../../services/contracts/create-contract.ts';
import {
  earlierUpload,
  idempotencyKeyOf,
  UploadKeyTaken,
} from '../../services/contracts/upload-idempotency.ts';
import { bearerSecurity, errorResponses } from '../schemas.ts';
import { UPLOAD_DESCRIPTION } from './contract.schemas.ts';

export const uploadContractRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/upload',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['contracts'],
        summary: 'Upload a contract: its document and its details (both roles)',
        description: UPLOAD_DESCRIPTION,
        consumes: ['multipart/form-data'],
        security: bearerSecurity,
        response: { 201: ZContract, ...errorResponses(400, 401, 408, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const { user, workspace } = authOf(request);
      const { db, storage } = app.ctx;
      const answer = answerContext(app.ctx);
      const key = idempotencyKeyOf(request);
      const uploadKey = key ? { userId: user.id, key } : undefined;
      // A key already used answers its first upload again, marked as such, and stores nothing.
      const replay = async () => {
        const earlier =
          uploadKey && (await earlierUpload({ db, workspaceId: workspace.id, upload: uploadKey, answer }));
        return earlier && reply.status(201).header('idempotent-replayed', 'true').send(earlier);
      };
      const replayed = await replay();
      if (replayed) return replayed;

      const upload = await receiveUpload({
        request,
        db,
        storage,
        workspaceId: workspace.id,
        withMetadata: true,
      });
      try {
        const contract = await createContract({
          db,
          storage,
          workspaceId: workspace.id,
          actor: user,
          metadata: upload.metadata,
          document: upload.document,
          answer,
          uploadKey,
        });
        app.ctx.documentTexts.wake();
        return reply.status(201).send(contract);
      } catch (error) {
        // The same key committed first while this one was arriving (a double click).
        if (!(error instanceof UploadKeyTaken)) throw error;
        const first = await replay();
        if (!first) throw error;
        return first;
      }
    },
  );
};
