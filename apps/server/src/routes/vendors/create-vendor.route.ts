import { ZVendor, ZVendorInput } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { createVendor } from '../../services/vendors/create-vendor.ts';
import { bearerSecurity, errorResponses } from '../schemas.ts';

export const createVendorRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['vendors'],
        summary: 'Add a vendor; names are unique in the workspace whatever their case',
        security: bearerSecurity,
        body: ZVendorInput,
        response: { 201: ZVendor, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const vendor = await createVendor({
        db: app.ctx.db,
        workspaceId: authOf(request).workspace.id,
        input: request.body,
        now: app.ctx.clock.now(),
      });
      return reply.status(201).send(vendor);
    },
  );
};
