// The bench server alone in its own process, so its memory is measured without the load generator:
//   node --import tsx bench/lib/child-server.ts pglite|postgres [postgresUrl]
// Prints one JSON line ({ url, pid, token, propertyId }) once listening; closes on SIGTERM.
import { properties, users, workspaces } from '../../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../../apps/server/src/services/auth/password.ts';
import { createSession } from '../../apps/server/src/services/sessions/create-session.ts';
import { type DbKind, startBenchServer } from './harness.ts';

const kind = (process.argv[2] ?? 'pglite') as DbKind;
const server = await startBenchServer(kind, process.argv[3], { sampleMemory: true });
const db = server.database.db;
const [workspace] = await db.insert(workspaces).values({ name: 'Upload bench' }).returning();
if (!workspace) throw new Error('workspace not created');
const [user] = await db
  .insert(users)
  .values({
    workspaceId: workspace.id,
    name: 'Upload Admin',
    email: 'upload-bench@example.com',
    role: 'admin',
    emailVerifiedAt: new Date(),
    passwordHash: await hashPassword('bench-password-123'),
  })
  .returning();
if (!user) throw new Error('user not created');
const [property] = await db
  .insert(properties)
  .values({ workspaceId: workspace.id, name: 'Upload House' })
  .returning();
if (!property) throw new Error('property not created');
const { token } = await createSession({ db, userId: user.id, now: new Date(), ttlHours: 24 });

let closing = false;
process.on('SIGTERM', () => {
  if (closing) return;
  closing = true;
  server.close().finally(() => process.exit(0));
});
console.log(JSON.stringify({ url: server.url, pid: process.pid, token, propertyId: property.id }));
