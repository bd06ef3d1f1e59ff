import { ZNoticeLetterQuery } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../documents/content-disposition.ts';
import { authOf } from '../../plugins/auth.ts';
import { answerContext } from '../../services/contracts/answer-context.ts';
import {
  draftNoticeLetter,
  NOTICE_LETTER_CONTENT_TYPES,
} from '../../services/notices/draft-notice-letter.ts';
import { bearerSecurity, errorResponses, ZIdParams } from '../schemas.ts';

export const noticeLetterRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/notice-letter',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['contracts'],
        summary:
          "The non-renewal notice letter of the current term, drafted as DOCX or PDF: the vendor and its contact, the agreement's name, date and parties, the term's end, and the document's notice clause quoted with its page",
        security: bearerSecurity,
        params: ZIdParams,
        querystring: ZNoticeLetterQuery,
        response: { 200: z.unknown().describe('The letter file'), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { body, fileName } = await draftNoticeLetter({
        db: app.ctx.db,
        auth: authOf(request),
        contractId: request.params.id,
        format: request.query.format,
        answer: answerContext(app.ctx),
      });
      return reply
        .headers({
          'content-type': NOTICE_LETTER_CONTENT_TYPES[request.query.format],
          'content-disposition': contentDisposition('attachment', fileName),
          'cache-control': 'private, no-store',
        })
        .send(body);
    },
  );
};
