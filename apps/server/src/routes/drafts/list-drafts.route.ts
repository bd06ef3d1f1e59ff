import { ZDraft, ZDraftList, ZDraftListQuery } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { getDraft, listDrafts } from '../../services/drafts/list-drafts.ts';
import { bearerSecurity, errorResponses, ZIdParams } from '../schemas.ts';

export const listDraftsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['drafts'],
        summary:
          "The workspace's drafts in the order they were dropped; `unreviewed=true` for those nobody reviewed",
        security: bearerSecurity,
        querystring: ZDraftListQuery,
        response: { 200: ZDraftList, ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      listDrafts({
        db: app.ctx.db,
        workspaceId: authOf(request).workspace.id,
        unreviewed: request.query.unreviewed === 'true',
      }),
  );

  app.get(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['drafts'],
        summary: 'One draft with what its document states',
        security: bearerSecurity,
        params: ZIdParams,
        response: { 200: ZDraft, ...errorResponses(401, 404) },
      },
    },
    async (request) =>
      getDraft({ db: app.ctx.db, workspaceId: authOf(request).workspace.id, draftId: request.params.id }),
  );
};
