import { ZProperty } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { getProperty } from '../../services/properties/get-property.ts';
import { bearerSecurity, errorResponses, ZIdParams } from '../schemas.ts';

export const getPropertyRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['properties'],
        summary: 'One property of the workspace',
        security: bearerSecurity,
        params: ZIdParams,
        response: { 200: ZProperty, ...errorResponses(401, 404) },
      },
    },
    async (request) =>
      getProperty({
        db: app.ctx.db,
        workspaceId: authOf(request).workspace.id,
        propertyId: request.params.id,
      }),
  );
};
