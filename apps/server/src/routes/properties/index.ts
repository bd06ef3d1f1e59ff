import type { FastifyPluginAsync } from 'fastify';
import { createPropertyRoute } from './create-property.route.ts';
import { getPropertyRoute } from './get-property.route.ts';
import { listPropertiesRoute } from './list-properties.route.ts';
import { updatePropertyRoute } from './update-property.route.ts';

/** Properties, mounted at /api/properties: both roles list, add and edit; no delete (retire by status). */
export const propertiesRoutes: FastifyPluginAsync = async (app) => {
  await app.register(listPropertiesRoute);
  await app.register(getPropertyRoute);
  await app.register(createPropertyRoute);
  await app.register(updatePropertyRoute);
};
