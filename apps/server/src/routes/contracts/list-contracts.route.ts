import { ZContractListQuery } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, sessionScopeOf } from '../../plugins/auth.ts';
import { answerContext } from '../../services/contracts/answer-context.ts';
import { findContractsPage } from '../../services/contracts/find-contracts-page.ts';
import { listContracts } from '../../services/contracts/list-contracts.ts';
import { bearerSecurity, errorResponses } from '../schemas.ts';
import { ZContractAnswer, ZContractPageAnswer } from './contract.schemas.ts';

export const listContractsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      // The full array authenticates as every route does; the dashboard's page checks the session in
      // its own statements (find-contracts-page.ts), one round trip to the database instead of two.
      onRequest: app.requireBearer,
      // The answers are built field by field by toContractDto (typed by the schema below), so they are
      // written as they are: encoding every contract through zod cost more than the page query.
      // test/contracts/contract-list.test.ts holds both forms to the schema, extra keys included.
      serializerCompiler: () => (data) => JSON.stringify(data),
      schema: {
        tags: ['contracts'],
        summary:
          "The workspace's contracts: the full array by name, or with `page` one searched, filtered, sorted page",
        security: bearerSecurity,
        querystring: ZContractListQuery,
        response: {
          200: z.union([z.array(ZContractAnswer), ZContractPageAnswer]),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request, reply) => {
      const { db } = app.ctx;
      const answer = answerContext(app.ctx);
      if (request.query.page === undefined) {
        await app.authenticate(request, reply);
        return listContracts({ db, workspaceId: authOf(request).workspace.id, answer });
      }
      const session = sessionScopeOf(request, answer.now);
      return findContractsPage({ db, session, query: request.query, answer });
    },
  );
};
