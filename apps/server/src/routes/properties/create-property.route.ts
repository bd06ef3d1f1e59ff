import { ZProperty, ZPropertyInput } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { createProperty } from '../../services/properties/create-property.ts';
import { bearerSecurity, errorResponses } from '../schemas.ts';

export const createPropertyRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['properties'],
        summary: 'Add a property; names are unique in the workspace whatever their case',
        security: bearerSecurity,
        body: ZPropertyInput,
        response: { 201: ZProperty, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const property = await createProperty({
        db: app.ctx.db,
        workspaceId: authOf(request).workspace.id,
        input: request.body,
        now: app.ctx.clock.now(),
      });
      return reply.status(201).send(property);
    },
  );
};
