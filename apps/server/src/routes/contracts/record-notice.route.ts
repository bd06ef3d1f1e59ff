import { ZContract, ZNoticeRequest } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { answerContext } from '../../services/contracts/answer-context.ts';
import { recordNotice } from '../../services/contracts/record-notice.ts';
import { bearerSecurity, errorResponses, ZIdParams } from '../schemas.ts';

export const recordNoticeRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/notice',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['contracts'],
        summary:
          "Record the current term's non-renewal notice as sent: the day (not after today), the channel (email, courier, registered_mail, by_hand) and a reference; the term becomes the contract's last (the contract's owner or an admin)",
        security: bearerSecurity,
        params: ZIdParams,
        body: ZNoticeRequest,
        response: { 200: ZContract, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      recordNotice({
        db: app.ctx.db,
        auth: authOf(request),
        contractId: request.params.id,
        input: request.body,
        answer: answerContext(app.ctx),
      }),
  );
};
