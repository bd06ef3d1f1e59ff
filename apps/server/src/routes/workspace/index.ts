import type { FastifyPluginAsync } from 'fastify';
import { getWorkspaceRoute } from './get-workspace.route.ts';
import { renameWorkspaceRoute } from './rename-workspace.route.ts';

/** The caller's workspace, mounted at /api/workspace. */
export const workspaceRoutes: FastifyPluginAsync = async (app) => {
  await app.register(getWorkspaceRoute);
  await app.register(renameWorkspaceRoute);
};
