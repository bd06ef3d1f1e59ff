import type { FastifyPluginAsync } from 'fastify';
import { createVendorRoute } from './create-vendor.route.ts';
import { getVendorRoute } from './get-vendor.route.ts';
import { listVendorsRoute } from './list-vendors.route.ts';
import { updateVendorRoute } from './update-vendor.route.ts';

/** Vendors, mounted at /api/vendors: both roles list, add and edit; no delete (retire by status). */
export const vendorsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(listVendorsRoute);
  await app.register(getVendorRoute);
  await app.register(createVendorRoute);
  await app.register(updateVendorRoute);
};
