import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { receiveUpload } from '../../documents/receive-upload.ts';
import { authOf } from '../../plugins/auth.ts';
import { answerContext } from '../../services/contracts/answer-context.ts';
import { createContract } from '../../services/contracts/create-contract.ts';
import { bearerSecurity, errorResponses } from '../schemas.ts';
import { UPLOAD_DESCRIPTION, ZContractAnswer } from './contract.schemas.ts';

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
        response: { 201: ZContractAnswer, ...errorResponses(400, 401, 408, 413, 415) },
      },
    },
    async (request, reply) => {
      const { user, workspace } = authOf(request);
      const { storage } = app.ctx;
      const upload = await receiveUpload({
        request,
        db: app.ctx.db,
        storage,
        workspaceId: workspace.id,
        withMetadata: true,
      });
      const contract = await createContract({
        db: app.ctx.db,
        storage,
        workspaceId: workspace.id,
        userId: user.id,
        metadata: upload.metadata,
        document: upload.document,
        answer: answerContext(app.ctx),
      });
      return reply.status(201).send(contract);
    },
  );
};
