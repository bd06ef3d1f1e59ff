// Seeds one workspace with a verified admin, properties, vendors and contracts, for load figures
// and trying the app with realistic volumes. The rows follow from a seed number (ids are random),
// so runs are comparable; every table is written with multi-row inserts of at most 1000 rows.
//   npm run seed -- --contracts 10000 --email admin@example.com --password '...'
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  addCalendar,
  CONTRACT_CATEGORIES,
  defaultLifecycle,
  storedDatesFor,
  type TContractCategory,
  type TLifecycle,
  todayUtc,
} from '@keydate/domain';
import { eq, sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { contractProperties, contracts, properties, users, vendors, workspaces } from '../db/schema/index.ts';
import { runAsScript } from '../lib/run-as-script.ts';
import { seededRandom } from '../lib/seeded-random.ts';
import { openRuntime } from '../runtime.ts';
import { hashPassword } from '../services/auth/password.ts';
import { refreshSortNames } from '../services/contracts/sort-names.ts';

export const SEED_BATCH_ROWS = 1000;

export interface SeedOptions {
  /** The database itself, not a transaction: the load ends with a VACUUM. */
  db: Db;
  properties?: number;
  vendors?: number;
  contracts?: number;
  /** Generated (admin-<random>@example.com) when absent. */
  adminEmail?: string;
  /** Generated when absent. */
  password?: string;
  /** The password's hash, when the caller has one already (seeding many workspaces with one password). */
  passwordHash?: string;
  /** Vacuum and analyze after the load (default); a caller seeding many workspaces does it once at the end. */
  vacuum?: boolean;
  workspaceName?: string;
  /** The rows follow from this number (default 1). */
  seed?: number;
  now: Date;
}

export interface SeedResult {
  workspaceId: string;
  adminUserId: string;
  email: string;
  password: string;
  counts: { properties: number; vendors: number; contracts: number; msaMembers: number };
}

const PLACES = ['Harbour', 'Beach', 'City', 'Park', 'River', 'Hill', 'Lake', 'Garden', 'Bay', 'Forest'];
const PLACE_KINDS = ['View', 'House', 'Center', 'Suites', 'Lodge', 'Tower', 'Court', 'Inn', 'Plaza'];
const VENDOR_WORDS = ['Acme', 'Summit', 'Blue', 'Northern', 'Prime', 'Apex', 'Silver', 'Coastal', 'Metro'];
const TRADES = ['Linen', 'Cleaning', 'Security', 'Elevator', 'HVAC', 'Landscaping', 'Catering', 'IT', 'Pest'];
const VENDOR_KINDS = ['Services', 'Group', 'Co', 'Partners', 'Solutions', 'Supply'];
const CONTRACT_WORDS: Record<TContractCategory, string[]> = {
  Software: ['Booking Software', 'Accounting Suite', 'Guest App'],
  Maintenance: ['Elevator Maintenance', 'HVAC Maintenance', 'Pool Maintenance'],
  service: ['Linen Service', 'Cleaning Service', 'Security Service'],
  lease: ['Parking Lease', 'Office Lease', 'Storage Lease'],
  license: ['Music License', 'Liquor License', 'TV License'],
  Supplies: ['Amenities Supply', 'Paper Supplies', 'Kitchen Supplies'],
  'Vendor Agreement': ['Vendor Agreement', 'Framework Agreement', 'Preferred Supplier'],
  Utilities: ['Electricity', 'Water and Sewer', 'Gas Supply'],
  Insurance: ['Property Insurance', 'Liability Insurance', 'Fleet Insurance'],
  Equipment: ['Laundry Equipment', 'Fitness Equipment', 'Kitchen Equipment'],
  Marketing: ['Online Marketing', 'Print Campaign', 'Loyalty Programme'],
  Consulting: ['Revenue Consulting', 'Energy Audit', 'Legal Advice'],
  Other: ['Waste Removal', 'Pest Control', 'Window Cleaning'],
};

/** Rows with indexes for references: a pure function of the options, so it can be checked without a database. */
export function planSeed(options: {
  properties: number;
  vendors: number;
  contracts: number;
  seed: number;
  now: Date;
}) {
  const random = seededRandom(options.seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

  const propertyRows = Array.from({ length: options.properties }, (_, i) => ({
    name: `${pick(PLACES)} ${pick(PLACE_KINDS)} ${i + 1}`,
    status: random() < 0.1 ? ('inactive' as const) : ('active' as const),
  }));
  const vendorRows = Array.from({ length: options.vendors }, (_, i) => {
    const word = pick(VENDOR_WORDS);
    const trade = pick(TRADES);
    return {
      name: `${word} ${trade} ${pick(VENDOR_KINDS)} ${i + 1}`,
      contactPerson: `${pick(['Dana', 'Sam', 'Alex', 'Kim', 'Lee', 'Robin'])} ${pick(['Reyes', 'Park', 'Novak', 'Shah', 'Okafor'])}`,
      email: `contact${i + 1}@${word.toLowerCase()}-${trade.toLowerCase()}.example.com`,
      phone: `+1 555 ${String(int(0, 9999)).padStart(4, '0')}`,
      status: random() < 0.1 ? ('inactive' as const) : ('active' as const),
    };
  });

  const today = todayUtc(options.now);
  const canMsa = options.properties >= 2;
  const contractRows = Array.from({ length: options.contracts }, (_, i) => {
    // The first thirteen cover every category; the rest are spread at random.
    const category =
      i < CONTRACT_CATEGORIES.length
        ? (CONTRACT_CATEGORIES[i] as TContractCategory)
        : pick(CONTRACT_CATEGORIES);
    const msa = canMsa && random() < 0.2;
    const members: number[] = [];
    if (msa) {
      const wanted = Math.min(options.properties, int(2, 6));
      while (members.length < wanted) {
        const index = int(0, options.properties - 1);
        if (!members.includes(index)) members.push(index);
      }
    }
    // Starts from four years ago to a year ahead; 1–3 years, or some months.
    const startDate = addCalendar(today, int(-4 * 365, 365), 'DAYS');
    const lifecycle: TLifecycle = defaultLifecycle();
    lifecycle.duration =
      random() < 0.8 ? { value: int(1, 3), unit: 'YEARS' } : { value: int(3, 18), unit: 'MONTHS' };
    if (random() < 0.3) {
      lifecycle.nonRenewalNotice.triggerValue = { value: pick([30, 60, 120]), unit: 'DAYS' };
      lifecycle.evaluationPeriod.triggerValue = { value: pick([60, 90, 120]), unit: 'DAYS' };
    }
    // Two in three renew automatically for a year, as most vendor agreements do (the same draws as before).
    if (i % 3 !== 0) lifecycle.renewal = { type: 'automatic', term: { value: 1, unit: 'YEARS' } };
    const dates = storedDatesFor(startDate, lifecycle);
    return {
      name: `${pick(CONTRACT_WORDS[category])} ${startDate.slice(0, 4)} #${i + 1}`,
      agreementType: msa ? ('MSA' as const) : ('INDIVIDUAL' as const),
      contractType: category,
      dates,
      lifecycle,
      terminated: random() < 0.05,
      propertyIndex: msa || options.properties === 0 ? null : int(0, options.properties - 1),
      vendorIndex: options.vendors === 0 || random() < 0.1 ? null : int(0, options.vendors - 1),
      members,
    };
  });
  return { properties: propertyRows, vendors: vendorRows, contracts: contractRows };
}

async function insertBatched<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += SEED_BATCH_ROWS) await insert(rows.slice(i, i + SEED_BATCH_ROWS));
}

/** One workspace, its verified admin, properties, vendors and contracts (no documents), in one transaction. */
export async function seedWorkspace(options: SeedOptions): Promise<SeedResult> {
  const { db, now, seed = 1 } = options;
  const plan = planSeed({
    properties: options.properties ?? 200,
    vendors: options.vendors ?? 500,
    contracts: options.contracts ?? 10_000,
    seed,
    now,
  });
  const email = (options.adminEmail ?? `admin-${randomBytes(4).toString('hex')}@example.com`)
    .trim()
    .toLowerCase();
  const password = options.password ?? randomBytes(12).toString('base64url');
  const passwordHash = options.passwordHash ?? (await hashPassword(password));

  const result = await db.transaction(async (tx) => {
    const [workspace] = await tx
      .insert(workspaces)
      .values({ name: options.workspaceName ?? 'Seeded workspace', createdAt: now })
      .returning({ id: workspaces.id });
    if (!workspace) throw new Error('workspace not created');
    const workspaceId = workspace.id;
    const [admin] = await tx
      .insert(users)
      .values({
        workspaceId,
        name: 'Seed Admin',
        email,
        passwordHash,
        role: 'admin',
        emailVerifiedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id });
    if (!admin) throw new Error('admin not created');

    const propertyIds = plan.properties.map(() => randomUUID());
    const vendorIds = plan.vendors.map(() => randomUUID());
    await insertBatched(
      plan.properties.map((p, i) => ({
        id: propertyIds[i],
        workspaceId,
        ...p,
        createdAt: now,
        updatedAt: now,
      })),
      (batch) => tx.insert(properties).values(batch),
    );
    await insertBatched(
      plan.vendors.map((v, i) => ({ id: vendorIds[i], workspaceId, ...v, createdAt: now, updatedAt: now })),
      (batch) => tx.insert(vendors).values(batch),
    );

    const contractIds = plan.contracts.map(() => randomUUID());
    await insertBatched(
      plan.contracts.map((c, i) => ({
        id: contractIds[i],
        workspaceId,
        name: c.name,
        agreementType: c.agreementType,
        contractType: c.contractType,
        ...c.dates,
        lifecycle: c.lifecycle,
        storedStatus: c.terminated ? ('terminated' as const) : null,
        propertyId: c.propertyIndex === null ? null : propertyIds[c.propertyIndex],
        vendorId: c.vendorIndex === null ? null : vendorIds[c.vendorIndex],
        createdBy: admin.id,
        // The uploader owns a contract unless another is chosen: the seeded admin here.
        ownerId: admin.id,
        createdAt: now,
        updatedAt: now,
      })),
      (batch) => tx.insert(contracts).values(batch),
    );
    const members = plan.contracts.flatMap((c, i) =>
      c.members.map((propertyIndex, position) => ({
        contractId: contractIds[i] as string,
        propertyId: propertyIds[propertyIndex] as string,
        position,
      })),
    );
    await insertBatched(members, (batch) => tx.insert(contractProperties).values(batch));
    await refreshSortNames(tx, eq(contracts.workspaceId, workspaceId));

    return {
      workspaceId,
      adminUserId: admin.id,
      email,
      password,
      counts: {
        properties: plan.properties.length,
        vendors: plan.vendors.length,
        contracts: plan.contracts.length,
        msaMembers: members.length,
      },
    };
  });
  if (options.vacuum !== false) await vacuumAfterLoad(db);
  return result;
}

/**
 * After a bulk load, as PostgreSQL's own advice for one has it: fresh planner statistics, so the first
 * lists are planned for the real volume, and a vacuum, which marks the new pages all-visible (what
 * autovacuum does on a running server) so an index-only scan need not visit them.
 */
export async function vacuumAfterLoad(db: Db): Promise<void> {
  await db.execute(sql`vacuum analyze contracts, contract_properties, properties, vendors`);
}

function count(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new ConfigError(`--${name} must be a whole number`);
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      properties: { type: 'string' },
      vendors: { type: 'string' },
      contracts: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      workspace: { type: 'string' },
      seed: { type: 'string' },
    },
  });
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const runtime = await openRuntime(config, { info: () => {} }, 'the seed tool');
  try {
    const started = performance.now();
    const result = await seedWorkspace({
      db: runtime.database.db,
      properties: count(values.properties, 'properties'),
      vendors: count(values.vendors, 'vendors'),
      contracts: count(values.contracts, 'contracts'),
      adminEmail: values.email,
      password: values.password,
      workspaceName: values.workspace,
      seed: count(values.seed, 'seed'),
      now: new Date(),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const { counts } = result;
    console.log(
      `Seeded ${counts.properties} properties, ${counts.vendors} vendors and ${counts.contracts} contracts ` +
        `(${counts.msaMembers} MSA members) into ${runtime.database.kind} in ${seconds} s.`,
    );
    console.log(
      `Sign in as ${result.email}${values.password === undefined ? ` with password ${result.password}` : ''}.`,
    );
  } finally {
    await runtime.close();
  }
}

runAsScript(import.meta.url, 'Seeding failed', main);
