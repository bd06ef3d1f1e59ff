import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account/index.ts';
import { adminRemindersRoutes } from './admin-reminders/index.ts';
import { authRoutes } from './auth/index.ts';
import { brandingRoute } from './branding.route.ts';
import { calendarRoutes } from './calendar/index.ts';
import { contractsRoutes } from './contracts/index.ts';
import { documentsRoutes } from './documents/index.ts';
import { draftsRoutes } from './drafts/index.ts';
import { healthRoute } from './health.route.ts';
import { historyRoutes } from './history/index.ts';
import { importsRoutes } from './imports/index.ts';
import { membersRoutes } from './members/index.ts';
import { notificationsRoutes } from './notifications/index.ts';
import { propertiesRoutes } from './properties/index.ts';
import { usersRoutes } from './users/index.ts';
import { vendorsRoutes } from './vendors/index.ts';
import { workspaceRoutes } from './workspace/index.ts';

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoute);
  await app.register(brandingRoute);
  await app.register(authRoutes, { prefix: '/api/auth' });
  // The specification's client calls some auth paths without /api: the same routes again,
  // left out of the OpenAPI document so each call is documented once.
  await app.register(async (alias) => {
    alias.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, hide: true };
    });
    await alias.register(authRoutes, { prefix: '/auth' });
  });
  await app.register(usersRoutes, { prefix: '/api/users' });
  await app.register(membersRoutes, { prefix: '/api/members' });
  await app.register(accountRoutes, { prefix: '/api/account' });
  await app.register(workspaceRoutes, { prefix: '/api/workspace' });
  await app.register(propertiesRoutes, { prefix: '/api/properties' });
  await app.register(vendorsRoutes, { prefix: '/api/vendors' });
  await app.register(contractsRoutes, { prefix: '/api/contracts' });
  await app.register(documentsRoutes, { prefix: '/api/documents' });
  await app.register(importsRoutes, { prefix: '/api/imports' });
  await app.register(draftsRoutes, { prefix: '/api/drafts' });
  await app.register(notificationsRoutes, { prefix: '/api/notifications' });
  await app.register(calendarRoutes, { prefix: '/api/calendar' });
  await app.register(adminRemindersRoutes, { prefix: '/api/admin/reminders' });
  await app.register(historyRoutes, { prefix: '/api/history' });
}
