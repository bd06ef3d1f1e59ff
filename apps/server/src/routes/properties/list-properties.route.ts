import { ZProperty } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth.ts';
import { listProperties } from '../../services/properties/list-properties.ts';
import { bearerSecurity, errorResponses } from '../schemas.ts';

export const listPropertiesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['properties'],
        summary: "The workspace's properties, by name",
        security: bearerSecurity,
        response: { 200: z.array(ZProperty), ...errorResponses(401) },
      },
    },
    async (request) => listProperties({ db: app.ctx.db, workspaceId: authOf(request).workspace.id }),
  );
};
