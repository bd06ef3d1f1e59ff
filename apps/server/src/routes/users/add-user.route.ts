import { ZAddUserRequest, ZUser } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailContextOf } from '../../mail/mail-context.ts';
import { authOf } from '../../plugins/auth.ts';
import { addUser } from '../../services/users/add-user.ts';
import { bearerSecurity, errorResponses } from '../schemas.ts';

export const addUserRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['users'],
        summary: 'Add a person to the workspace; they get a verification mail (admin)',
        security: bearerSecurity,
        body: ZAddUserRequest,
        response: { 201: ZUser, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { user: admin, workspace } = authOf(request);
      const user = await addUser({
        db: app.ctx.db,
        mail: mailContextOf(app.ctx, request.log),
        now: app.ctx.clock.now(),
        workspace,
        addedBy: admin.name,
        input: request.body,
      });
      return reply.status(201).send(user);
    },
  );
};
