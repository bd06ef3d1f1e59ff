// The reminder sweep (plan + deliver to the outbox) over seeded workspaces of 1,000 and 10,000
// contracts with a few verified recipients: its time, and the SQL statements it issues, counted at the
// driver. Planning is set-based, so its statements are the same at both sizes; delivery costs two
// statements (claim, record) per batch of mails, whatever the number of contracts.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import {
  applyMigrations,
  type Database,
  type Db,
  pgliteExtensions,
} from '../../apps/server/src/db/client.ts';
import * as schema from '../../apps/server/src/db/schema/index.ts';
import { runReminderSweep } from '../../apps/server/src/jobs/send-reminders.job.ts';
import { systemClock } from '../../apps/server/src/lib/clock.ts';
import { createMailer } from '../../apps/server/src/mail/mailer.ts';
import { DELIVERY_BATCH } from '../../apps/server/src/services/reminders/deliver-reminders.ts';
import { seedWorkspace } from '../../apps/server/src/tools/seed.ts';
import type { DbKind, Measurement } from '../lib/harness.ts';

export const REMINDER_SIZES = [1_000, 10_000] as const;
/** Verified recipients with reminders on, the seeded admin included. */
export const REMINDER_RECIPIENTS = 4;

/** Every statement sent to the database, by kind. */
class StatementCounter {
  total = 0;
  claims = 0;
  records = 0;
  /** When the first claim went out: planning is over by then. */
  firstClaimAt = 0;
  count(text: string): void {
    this.total += 1;
    if (text.includes('for update skip locked')) {
      if (this.claims === 0) this.firstClaimAt = performance.now();
      this.claims += 1;
    }
    if (text.includes('jsonb_to_recordset')) this.records += 1;
  }
  reset(): void {
    this.total = 0;
    this.claims = 0;
    this.records = 0;
    this.firstClaimAt = 0;
  }
}

const textOf = (query: unknown): string =>
  typeof query === 'string' ? query : String((query as { text?: string }).text ?? '');

interface CountedDatabase {
  database: Database;
  counter: StatementCounter;
  dispose(): Promise<void>;
}

/** A fresh, migrated database whose every statement passes through a counter (pg's client.query, PGlite's query). */
async function countedDatabase(kind: DbKind, postgresUrl?: string): Promise<CountedDatabase> {
  const counter = new StatementCounter();
  if (kind === 'postgres') {
    if (!postgresUrl) throw new Error('a PostgreSQL URL is required');
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const name = `keydate_bench_rem_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: url.toString(), max: 10 });
    // Pool queries, transactions' BEGIN and COMMIT included, all go through a client's query().
    pool.on('connect', (client) => {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      client.query = ((...args: unknown[]) => {
        counter.count(textOf(args[0]));
        return query(...args);
      }) as typeof client.query;
    });
    const db = drizzle(pool, { schema }) as unknown as Db;
    const database: Database = {
      db,
      kind,
      ping: async () => {},
      close: () => pool.end(),
    };
    await applyMigrations(database);
    return {
      database,
      counter,
      dispose: async () => {
        await pool.end();
        const again = new pg.Client({ connectionString: postgresUrl });
        await again.connect();
        await again.query(`drop database if exists "${name}" with (force)`);
        await again.end();
      },
    };
  }
  const { PGlite: PGliteClass } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dir = mkdtempSync(join(tmpdir(), 'keydate-bench-rem-'));
  const client: PGlite = await PGliteClass.create(join(dir, 'db'), { extensions: await pgliteExtensions() });
  const wrap = <T extends { query: PGlite['query'] }>(target: T) => {
    const query = target.query.bind(target);
    target.query = ((text: string, ...rest: unknown[]) => {
      counter.count(text);
      return (query as (...args: unknown[]) => unknown)(text, ...rest);
    }) as PGlite['query'];
  };
  wrap(client);
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: (tx: { query: PGlite['query'] }) => Promise<unknown>) =>
    transaction(async (tx) => {
      // BEGIN and COMMIT, which PGlite sends itself.
      counter.total += 2;
      wrap(tx as unknown as { query: PGlite['query'] });
      return callback(tx as unknown as { query: PGlite['query'] });
    })) as PGlite['transaction'];
  const db = drizzle(client, { schema }) as unknown as Db;
  const database: Database = { db, kind, ping: async () => {}, close: () => client.close() };
  await applyMigrations(database);
  return {
    database,
    counter,
    dispose: async () => {
      if (!client.closed) await client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface SweepFigures {
  contracts: number;
  seconds: number;
  planSeconds: number;
  mails: number;
  statements: number;
  claims: number;
  records: number;
  batchStatements: number;
  otherStatements: number;
  idleStatements: number;
}

async function sweepOnce(kind: DbKind, contracts: number, postgresUrl?: string): Promise<SweepFigures> {
  const { database, counter, dispose } = await countedDatabase(kind, postgresUrl);
  const outbox = mkdtempSync(join(tmpdir(), 'keydate-bench-outbox-'));
  const mailer = createMailer({
    outboxDir: outbox,
    from: 'Keydate <no-reply@keydate.local>',
    logger: { info: () => {} },
  });
  try {
    const now = systemClock.now();
    const seeded = await seedWorkspace({ db: database.db, contracts, now, seed: 1 });
    await database.db.insert(schema.users).values(
      Array.from({ length: REMINDER_RECIPIENTS - 1 }, (_, i) => ({
        workspaceId: seeded.workspaceId,
        name: `Recipient ${i + 1}`,
        email: `recipient-${i + 1}-${randomBytes(3).toString('hex')}@example.com`,
        passwordHash: 'not-a-hash',
        emailVerifiedAt: now,
      })),
    );
    const options = {
      db: database.db,
      mailer,
      clock: systemClock,
      config: { APP_URL: 'http://localhost:3000', BRAND_NAME: 'Keydate' },
      instanceId: 'bench',
    };
    counter.reset();
    const started = performance.now();
    const result = await runReminderSweep(options);
    const seconds = (performance.now() - started) / 1000;
    const figures = {
      planSeconds: (counter.firstClaimAt - started) / 1000,
      statements: counter.total,
      claims: counter.claims,
      records: counter.records,
      batchStatements: counter.claims + counter.records,
      mails: readdirSync(outbox).length,
    };
    if (figures.mails !== result.sent || result.failed > 0) {
      throw new Error(
        `the sweep sent ${result.sent} and failed ${result.failed}, the outbox holds ${figures.mails}`,
      );
    }
    // The same sweep again, with nothing left to do.
    counter.reset();
    await runReminderSweep(options);
    return {
      contracts,
      seconds,
      ...figures,
      otherStatements: figures.statements - figures.batchStatements,
      idleStatements: counter.total,
    };
  } finally {
    mailer.close();
    await dispose();
    rmSync(outbox, { recursive: true, force: true });
  }
}

export async function remindersScenario(kind: DbKind, postgresUrl?: string): Promise<Measurement[]> {
  const runs: SweepFigures[] = [];
  for (const size of REMINDER_SIZES) runs.push(await sweepOnce(kind, size, postgresUrl));
  const [small, large] = runs as [SweepFigures, SweepFigures];
  // Claims go on while batches come back full; a batch with mails is recorded in one statement.
  const batchesOk = (r: SweepFigures) =>
    r.claims === Math.floor(r.mails / DELIVERY_BATCH) + 1 &&
    r.records === Math.ceil(r.mails / DELIVERY_BATCH);
  const sameFixedCost =
    small.otherStatements === large.otherStatements && small.idleStatements === large.idleStatements;
  return runs.flatMap((r): Measurement[] => [
    {
      database: kind,
      scenario: `reminders: full sweep, ${r.contracts.toLocaleString('en-US')} contracts`,
      value: r.seconds,
      unit: 's',
      detail: {
        planMs: Math.round(r.planSeconds * 1000),
        mails: r.mails,
        recipients: REMINDER_RECIPIENTS,
        mailsPerSecondSent: Math.round(r.mails / (r.seconds - r.planSeconds)),
      },
    },
    {
      database: kind,
      scenario: `reminders: SQL statements, ${r.contracts.toLocaleString('en-US')} contracts`,
      value: r.statements,
      unit: 'statements',
      target: `planning and bookkeeping the same at ${REMINDER_SIZES.map((s) => s.toLocaleString('en-US')).join(' and ')}; 2 per batch of ${DELIVERY_BATCH} mails`,
      pass: sameFixedCost && batchesOk(r),
      detail: {
        planningAndBookkeeping: r.otherStatements,
        claims: r.claims,
        records: r.records,
        idleSweep: r.idleStatements,
      },
    },
  ]);
}
