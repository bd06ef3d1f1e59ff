// The bench server alone in its own process, so its memory and latency are measured without the load
// generator sharing its thread:
//   node --import tsx bench/lib/child-server.ts pglite|postgres [postgresUrl] [--seed]
// Prints one JSON line (a ChildWorld) once listening; closes on SIGTERM. Without --seed: one workspace
// with an admin and a property (for uploads). With --seed: the volume of `npm run seed` (200 properties,
// 500 vendors, 10,000 contracts) in one workspace, with the time the seeding took.
import { and, asc, eq, sql } from 'drizzle-orm';
import { contracts, properties } from '../../apps/server/src/db/schema/index.ts';
import { createSession } from '../../apps/server/src/services/sessions/create-session.ts';
import { seedWorkspace } from '../../apps/server/src/tools/seed.ts';
import { adminWorld } from './admin-world.ts';
import { type DbKind, startBenchServer } from './harness.ts';

export interface ChildWorld {
  url: string;
  pid: number;
  token: string;
  propertyId: string;
  /** With --seed: how long seeding took, what it made, and up to 200 contract ids. */
  seeded?: { seconds: number; msaMembers: number; contractIds: string[] };
}

const args = process.argv.slice(2);
const kind = (args[0] ?? 'pglite') as DbKind;
const postgresUrl = args[1]?.startsWith('postgres') ? args[1] : undefined;
const server = await startBenchServer(kind, postgresUrl, { sampleMemory: true });
const db = server.database.db;

async function seededWorld(): Promise<Omit<ChildWorld, 'url' | 'pid'>> {
  const started = performance.now();
  const seed = await seedWorkspace({
    db,
    properties: 200,
    vendors: 500,
    contracts: 10_000,
    adminEmail: 'seeded-admin@example.com',
    password: 'bench-password-123',
    seed: 1,
    now: new Date(),
  });
  const seconds = (performance.now() - started) / 1000;
  // What a server that did not just load 10,000 contracts is like: the load's dirty pages written
  // (else PostgreSQL's checkpointer writes them during the first measurement) and its garbage collected.
  // CHECKPOINT needs a superuser or pg_checkpoint; without it, the figures carry that writing.
  await db.execute(sql`checkpoint`).catch(() => {});
  globalThis.gc?.();
  const { token } = await createSession({ db, userId: seed.adminUserId, now: new Date(), ttlHours: 24 });
  const [property] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.workspaceId, seed.workspaceId), eq(properties.status, 'active')))
    .orderBy(asc(properties.name))
    .limit(1);
  if (!property) throw new Error('no property seeded');
  const ids = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(eq(contracts.workspaceId, seed.workspaceId))
    .limit(200);
  return {
    token,
    propertyId: property.id,
    seeded: { seconds, msaMembers: seed.counts.msaMembers, contractIds: ids.map((r) => r.id) },
  };
}

const world = args.includes('--seed') ? await seededWorld() : await adminWorld(db, 'Upload bench');

let closing = false;
process.on('SIGTERM', () => {
  if (closing) return;
  closing = true;
  server.close().finally(() => process.exit(0));
});
const line: ChildWorld = { url: server.url, pid: process.pid, ...world };
console.log(JSON.stringify(line));
