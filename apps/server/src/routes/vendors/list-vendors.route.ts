import { ZVendor } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth.ts';
import { listVendors } from '../../services/vendors/list-vendors.ts';
import { bearerSecurity, errorResponses } from '../schemas.ts';

export const listVendorsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['vendors'],
        summary: "The workspace's vendors, by name",
        security: bearerSecurity,
        response: { 200: z.array(ZVendor), ...errorResponses(401) },
      },
    },
    async (request) => listVendors({ db: app.ctx.db, workspaceId: authOf(request).workspace.id }),
  );
};
