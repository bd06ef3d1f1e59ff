import type { FastifyPluginAsync } from 'fastify';
import { backupWorkspaceRoutes } from './backup-workspace.route.ts';
import { getWorkspaceRoute } from './get-workspace.route.ts';
import { renameWorkspaceRoute } from './rename-workspace.route.ts';

/** The caller's workspace, mounted at /api/workspace: its name, and its backup and restore (admins). */
export const workspaceRoutes: FastifyPluginAsync = async (app) => {
  await app.register(getWorkspaceRoute);
  await app.register(renameWorkspaceRoute);
  await app.register(backupWorkspaceRoutes);
};
