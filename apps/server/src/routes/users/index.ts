import type { FastifyPluginAsync } from 'fastify';
import { addUserRoute } from './add-user.route.ts';
import { changeUserRoleRoute } from './change-user-role.route.ts';
import { deleteUserRoute } from './delete-user.route.ts';
import { getUserRoute } from './get-user.route.ts';
import { listUsersRoute } from './list-users.route.ts';

/** User management, mounted at /api/users: admins only, always within the caller's workspace. */
export const usersRoutes: FastifyPluginAsync = async (app) => {
  await app.register(listUsersRoute);
  await app.register(getUserRoute);
  await app.register(addUserRoute);
  await app.register(changeUserRoleRoute);
  await app.register(deleteUserRoute);
};
