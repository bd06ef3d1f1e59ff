import { API_MSG, ZMessageResponse } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { logout } from '../../services/auth/logout.ts';
import { bearerSecurity, errorResponses } from '../schemas.ts';

export const logoutRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/logout',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'End the session of this bearer token',
        security: bearerSecurity,
        response: { 200: ZMessageResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      await logout({ db: app.ctx.db, sessionId: authOf(request).sessionId });
      return { message: API_MSG.loggedOut };
    },
  );
};
