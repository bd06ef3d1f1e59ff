import type { FastifyPluginAsync } from 'fastify';
import { commitImportRoute } from './commit-import.route.ts';
import { correctImportRowRoute } from './correct-import-row.route.ts';
import { getImportRoute } from './get-import.route.ts';
import { importTemplateRoute } from './import-template.route.ts';
import { startImportRoute } from './start-import.route.ts';
import { updateImportRoute } from './update-import.route.ts';

/**
 * Register imports, mounted at /api/imports (docs/domain.md, Importing a register): an admin's, except the
 * sample register, which anyone may download.
 */
export const importsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(importTemplateRoute);
  await app.register(startImportRoute);
  await app.register(getImportRoute);
  await app.register(updateImportRoute);
  await app.register(correctImportRowRoute);
  await app.register(commitImportRoute);
};
