import { ZProperty, ZPropertyUpdate } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { updateProperty } from '../../services/properties/update-property.ts';
import { bearerSecurity, errorResponses, ZIdParams } from '../schemas.ts';

export const updatePropertyRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['properties'],
        summary: 'Edit a property; set status inactive to retire it',
        security: bearerSecurity,
        params: ZIdParams,
        body: ZPropertyUpdate,
        response: { 200: ZProperty, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) =>
      updateProperty({
        db: app.ctx.db,
        workspaceId: authOf(request).workspace.id,
        propertyId: request.params.id,
        input: request.body,
        now: app.ctx.clock.now(),
      }),
  );
};
