import { ZVendor, ZVendorUpdate } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { updateVendor } from '../../services/vendors/update-vendor.ts';
import { bearerSecurity, errorResponses, ZIdParams } from '../schemas.ts';

export const updateVendorRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['vendors'],
        summary: 'Edit a vendor; set status inactive to retire it',
        security: bearerSecurity,
        params: ZIdParams,
        body: ZVendorUpdate,
        response: { 200: ZVendor, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) =>
      updateVendor({
        db: app.ctx.db,
        workspaceId: authOf(request).workspace.id,
        vendorId: request.params.id,
        input: request.body,
        now: app.ctx.clock.now(),
      }),
  );
};
