import { ZVendor } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { getVendor } from '../../services/vendors/get-vendor.ts';
import { bearerSecurity, errorResponses, ZIdParams } from '../schemas.ts';

export const getVendorRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['vendors'],
        summary: 'One vendor of the workspace',
        security: bearerSecurity,
        params: ZIdParams,
        response: { 200: ZVendor, ...errorResponses(401, 404) },
      },
    },
    async (request) =>
      getVendor({ db: app.ctx.db, workspaceId: authOf(request).workspace.id, vendorId: request.params.id }),
  );
};
