import { ZBranding } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const brandingRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/branding',
    {
      schema: {
        tags: ['branding'],
        summary: 'Names shown on the landing page and in footers',
        response: { 200: ZBranding },
      },
    },
    async () => ({
      brandName: app.ctx.config.BRAND_NAME,
      partnerName: app.ctx.config.PARTNER_NAME ?? null,
    }),
  );
};
