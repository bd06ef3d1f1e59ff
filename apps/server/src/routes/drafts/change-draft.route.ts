import { ZContract, ZDraftAttach } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth.ts';
import { answerContext } from '../../services/contracts/answer-context.ts';
import { attachDraft, confirmDraft } from '../../services/drafts/confirm-draft.ts';
import { discardDraft, markDraftReviewed } from '../../services/drafts/discard-draft.ts';
import { bearerSecurity, errorResponses, ZIdParams, ZNoContent } from '../schemas.ts';

export const changeDraftRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/confirm',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['drafts'],
        summary: 'Make the draft a contract with these details and its document (both roles)',
        description:
          "JSON: the same fields as an upload's metadata part (name, agreementType, contractType, startDate, lifecycle, propertyId or propertyIds, vendorId). The contract's dates are derived as for an upload.",
        security: bearerSecurity,
        params: ZIdParams,
        body: z.unknown(),
        response: { 201: ZContract, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { user, workspace } = authOf(request);
      const contract = await confirmDraft({
        db: app.ctx.db,
        workspaceId: workspace.id,
        actor: user,
        draftId: request.params.id,
        metadata: request.body,
        answer: answerContext(app.ctx),
      });
      app.ctx.documentTexts.wake();
      return reply.status(201).send(contract);
    },
  );

  app.post(
    '/:id/attach',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['drafts'],
        summary:
          "Make the draft's document the document of a contract that has none, such as an imported one (admin)",
        security: bearerSecurity,
        params: ZIdParams,
        body: ZDraftAttach,
        response: { 200: ZContract, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { user, workspace } = authOf(request);
      const contract = await attachDraft({
        db: app.ctx.db,
        workspaceId: workspace.id,
        draftId: request.params.id,
        contractId: request.body.contractId,
        actor: user,
        answer: answerContext(app.ctx),
      });
      app.ctx.documentTexts.wake();
      return contract;
    },
  );

  app.patch(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['drafts'],
        summary: 'Mark the draft as reviewed (its proposals looked at) or not',
        security: bearerSecurity,
        params: ZIdParams,
        body: z.object({ reviewed: z.boolean({ error: 'reviewed must be true or false' }) }),
        response: { 204: ZNoContent, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await markDraftReviewed({
        db: app.ctx.db,
        workspaceId: authOf(request).workspace.id,
        draftId: request.params.id,
        reviewed: request.body.reviewed,
        now: app.ctx.clock.now(),
      });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['drafts'],
        summary: 'Discard the draft and its file (both roles)',
        security: bearerSecurity,
        params: ZIdParams,
        response: { 204: ZNoContent, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      await discardDraft({
        db: app.ctx.db,
        storage: app.ctx.storage,
        workspaceId: authOf(request).workspace.id,
        draftId: request.params.id,
      });
      return reply.status(204).send(null);
    },
  );
};
