// The bench server alone in its own process, so its memory and latency are measured without the load
// generator sharing its thread:
//   node --import tsx bench/lib/child-server.ts pglite|postgres [postgresUrl]
//     [--seed | --set=10k|100k|1m | --backup] [--count-statements]
// Prints one JSON line (a ChildWorld) once listening; closes on SIGTERM. Without --seed: one workspace
// with an admin and a property (for uploads and imports). With --count-statements, the server counts the SQL
// statements it sends (harness.ts, STATEMENTS_PATH). With --seed: the volume of `npm run seed` (200 properties,
// 500 vendors, 10,000 contracts) in one workspace, with the time the seeding took. With --set: a data
// set of the list matrix (scenarios/list-matrix.ts), measured in its first workspace. With --backup: 1,000
// contracts with their documents stored, and an empty workspace to restore them into (lib/backup-world.ts).
import { and, asc, eq, sql } from 'drizzle-orm';
import { contracts, documentTexts, properties, vendors } from '../../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../../apps/server/src/services/auth/password.ts';
import { createSession } from '../../apps/server/src/services/sessions/create-session.ts';
import { seedWorkspace, vacuumAfterLoad } from '../../apps/server/src/tools/seed.ts';
import { adminWorld } from './admin-world.ts';
import { type BackupSeed, backupWorld } from './backup-world.ts';
import { DATA_SETS, type DataSet } from './data-sets.ts';
import { type DbKind, startBenchServer } from './harness.ts';

export interface ChildWorld {
  url: string;
  pid: number;
  token: string;
  propertyId: string;
  /** With --seed: how long seeding took, what it made, and up to 200 contract ids. */
  seeded?: { seconds: number; msaMembers: number; contractIds: string[] };
  /** With --set: a vendor of the measured workspace, and how long seeding took. */
  matrix?: { vendorId: string; seconds: number };
  /** With --backup: what was seeded and stored, and the token of the empty workspace. */
  backup?: BackupSeed;
}

const args = process.argv.slice(2);
const kind = (args[0] ?? 'pglite') as DbKind;
const postgresUrl = args[1]?.startsWith('postgres') ? args[1] : undefined;
const server = await startBenchServer(kind, postgresUrl, {
  sampleMemory: true,
  countStatements: args.includes('--count-statements'),
});
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

// The words of the measured workspace's documents: a contract's usual vocabulary, none of them a word
// the matrix searches for.
const DOCUMENT_WORDS = `agreement party parties hotel property supplier client term notice period written
  days months years renewal terminate termination breach remedy payment invoice fees schedule price
  insurance liability indemnify warranty confidential information law governing court dispute clause
  section exhibit annex obligations rights assign successor force majeure event delay delivery goods
  premises access maintenance repair equipment staff personnel standards quality inspection report
  records audit tax amount currency effective date commencement expiry extension consent approval`.split(
  /\s+/,
);

// The searched sentences a document ends with, in the same proportions in every workspace.
const SEARCHED_SENTENCES = sql`case when random() < 0.1 then ' The supplier shall serve every hotel of the client.' else '' end
  || case when random() < 0.05 then ' Laundering of bed linen is included in the fees.' else '' end`;

/**
 * Two pages of text for each of the measured workspace's contracts, as if every document had been read:
 * a tenth of them say the supplier will "serve" (found by the search shape's "serv" besides the names
 * and fields it matches) and a twentieth mention "laundering", which only documents hold. The other
 * workspaces' documents (the 1m set's) are a sentence long, in the same proportions, so a search that read
 * every workspace's matches would show it.
 */
async function seedDocumentTexts(workspaceId: string): Promise<void> {
  const words = sql`string_to_array(${DOCUMENT_WORDS.join(' ')}, ' ')`;
  // The lateral's condition names the row, so each contract is given a text of its own.
  await db.execute(sql`insert into ${documentTexts} (contract_id, workspace_id, document_key, state, page_count, content)
    select c.id, c.workspace_id, 'bench/' || c.id, 'text', 2, body.text || ${SEARCHED_SENTENCES}
    from ${contracts} c cross join lateral (
      select string_agg((${words})[1 + floor(random() * ${DOCUMENT_WORDS.length})::int], ' ') as text
      from generate_series(1, 900) where c.id is not null
    ) body
    where c.workspace_id = ${workspaceId}`);
  await db.execute(sql`insert into ${documentTexts} (contract_id, workspace_id, document_key, state, page_count, content)
    select c.id, c.workspace_id, 'bench/' || c.id, 'text', 1,
      'This agreement is between the parties.' || ${SEARCHED_SENTENCES}
    from ${contracts} c
    where c.workspace_id <> ${workspaceId}`);
  await db.execute(sql`vacuum analyze ${documentTexts}`);
}

async function matrixWorld(set: DataSet): Promise<Omit<ChildWorld, 'url' | 'pid'>> {
  const { workspaces: count, contracts: perWorkspace } = DATA_SETS[set];
  const started = performance.now();
  const passwordHash = await hashPassword('bench-password-123');
  let first: Awaited<ReturnType<typeof seedWorkspace>> | undefined;
  for (let i = 0; i < count; i += 1) {
    const seeded = await seedWorkspace({
      db,
      properties: Math.max(5, perWorkspace / 50),
      vendors: Math.max(5, perWorkspace / 20),
      contracts: perWorkspace,
      adminEmail: `matrix-${i}@example.com`,
      passwordHash,
      seed: i + 1,
      vacuum: false,
      now: new Date(),
    });
    first ??= seeded;
  }
  if (!first) throw new Error('nothing seeded');
  await seedDocumentTexts(first.workspaceId);
  await vacuumAfterLoad(db);
  await db.execute(sql`checkpoint`).catch(() => {});
  globalThis.gc?.();
  const seconds = (performance.now() - started) / 1000;
  const { token } = await createSession({ db, userId: first.adminUserId, now: new Date(), ttlHours: 24 });
  const [property] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.workspaceId, first.workspaceId))
    .orderBy(asc(properties.name))
    .limit(1);
  const [vendor] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.workspaceId, first.workspaceId))
    .orderBy(asc(vendors.name))
    .limit(1);
  if (!property || !vendor) throw new Error('no property or vendor seeded');
  return { token, propertyId: property.id, matrix: { vendorId: vendor.id, seconds } };
}

async function seededBackupWorld(): Promise<Omit<ChildWorld, 'url' | 'pid'>> {
  const world = await backupWorld(db, server.app.ctx.storage);
  await db.execute(sql`checkpoint`).catch(() => {});
  globalThis.gc?.();
  return world;
}

const set = args.find((arg) => arg.startsWith('--set='))?.slice('--set='.length) as DataSet | undefined;
const world = set
  ? await matrixWorld(set)
  : args.includes('--seed')
    ? await seededWorld()
    : args.includes('--backup')
      ? await seededBackupWorld()
      : await adminWorld(db, 'Upload bench');

let closing = false;
process.on('SIGTERM', () => {
  if (closing) return;
  closing = true;
  server.close().finally(() => process.exit(0));
});
const line: ChildWorld = { url: server.url, pid: process.pid, ...world };
console.log(JSON.stringify(line));
