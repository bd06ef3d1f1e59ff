import { ZContract, ZContractListQuery, ZContractPage } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth.ts';
import { answerContext } from '../../services/contracts/answer-context.ts';
import { findContractsPage, withOwnerMe } from '../../services/contracts/find-contracts-page.ts';
import { listContracts } from '../../services/contracts/list-contracts.ts';
import { bearerSecurity, errorResponses } from '../schemas.ts';

export const listContractsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['contracts'],
        summary:
          "The workspace's contracts: the full array by name, or with `page` one searched, filtered, sorted page",
        security: bearerSecurity,
        querystring: ZContractListQuery,
        response: {
          200: z.union([z.array(ZContract), ZContractPage]),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => {
      const { db } = app.ctx;
      const answer = answerContext(app.ctx);
      const { workspace, user } = authOf(request);
      if (request.query.page === undefined) return listContracts({ db, workspaceId: workspace.id, answer });
      const query = withOwnerMe(request.query, user.id);
      return findContractsPage({ db, workspaceId: workspace.id, query, answer });
    },
  );
};
