import { ZContract } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../documents/content-disposition.ts';
import { receiveUpload } from '../../documents/receive-upload.ts';
import { authOf } from '../../plugins/auth.ts';
import { answerContext } from '../../services/contracts/answer-context.ts';
import {
  attachNoticeReceipt,
  findNoticeForReceipt,
  openNoticeReceipt,
} from '../../services/notices/notice-receipt.ts';
import { bearerSecurity, errorResponses, ZIdParams } from '../schemas.ts';

export const noticeReceiptRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/:id/notice/receipt',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['contracts'],
        summary:
          "Attach the proof of service (a courier's receipt, a registered-mail slip) to the current term's recorded notice, replacing any before it (the contract's owner or an admin)",
        description: 'multipart/form-data with a `file` part (PDF, DOC or DOCX, at most 10 MB).',
        consumes: ['multipart/form-data'],
        security: bearerSecurity,
        params: ZIdParams,
        response: { 200: ZContract, ...errorResponses(400, 401, 403, 404, 408, 409, 413, 415) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { db, storage } = app.ctx;
      const answer = answerContext(app.ctx);
      // Before reading the body: nothing is stored for a notice that is not there or not theirs.
      const notice = await findNoticeForReceipt({
        db,
        auth,
        contractId: request.params.id,
        today: answer.today,
      });
      const upload = await receiveUpload({
        request,
        db,
        storage,
        workspaceId: auth.workspace.id,
        withMetadata: false,
      });
      return attachNoticeReceipt({ db, storage, auth, notice, receipt: upload.document, answer });
    },
  );

  app.get(
    '/:id/notice/receipt',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['contracts'],
        summary: "The receipt attached to the current term's notice, as a download (both roles)",
        security: bearerSecurity,
        params: ZIdParams,
        response: { 200: z.unknown().describe('The receipt file'), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const receipt = await openNoticeReceipt({
        db: app.ctx.db,
        storage: app.ctx.storage,
        workspaceId: authOf(request).workspace.id,
        contractId: request.params.id,
        today: answerContext(app.ctx).today,
      });
      return reply
        .headers({
          'content-type': receipt.contentType,
          'content-length': String(receipt.size),
          'content-disposition': contentDisposition('attachment', receipt.fileName),
          'cache-control': 'private, no-store',
          'x-content-type-options': 'nosniff',
        })
        .send(receipt.body);
    },
  );
};
