// The bench server's database seeded once (200 properties, 500 vendors, 10,000 contracts) and shared
// by the scenarios that need volume: the contract list load and the dashboard in Chromium.
import { and, asc, eq } from 'drizzle-orm';
import { contracts, properties } from '../../apps/server/src/db/schema/index.ts';
import { type SeedResult, seedWorkspace } from '../../apps/server/src/tools/seed.ts';
import { type BenchServer, signIn } from './harness.ts';

export interface Seeded {
  seed: SeedResult;
  seconds: number;
  token: string;
  headers: { authorization: string };
  propertyId: string;
  contractIds: string[];
}

const seededServers = new WeakMap<BenchServer, Promise<Seeded>>();

export function seeded(server: BenchServer): Promise<Seeded> {
  let found = seededServers.get(server);
  if (!found) {
    found = seedServer(server);
    seededServers.set(server, found);
  }
  return found;
}

async function seedServer(server: BenchServer): Promise<Seeded> {
  const db = server.database.db;
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
  const { token, headers } = await signIn(server, seed.email, seed.password);
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
  return { seed, seconds, token, headers, propertyId: property.id, contractIds: ids.map((r) => r.id) };
}
