import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A handle a service may run queries on: the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The extensions the schema needs, loaded by every embedded database this project opens. */
export async function pgliteExtensions() {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
  return { pg_trgm, btree_gin };
}

/**
 * Said on every connection this server opens. The planner's default cost of a random page read (4)
 * is a spinning disk's; the data of a workspace is read from memory, where an index probe costs about
 * what a sequential page costs. With the default, PostgreSQL hashes a whole directory table to embed
 * ten contracts' properties and vendors rather than read each by its key. And no parallel workers: every
 * query reads one workspace's rows, and the planner, seeing the current term's arithmetic on each row,
 * started workers that cost more than they saved (a search's count: 15.9 ms with two, 4.5 ms without).
 */
export const SESSION_SETTINGS = 'set random_page_cost = 1.1; set max_parallel_workers_per_gather = 0';

export const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseOptions =
  | { databaseUrl: string; poolSize?: number }
  | { pgliteDataDir: string }
  | { pglite: PGlite };

/** Opens PostgreSQL (when a URL is given) or the embedded PGlite, and applies committed migrations. */
export async function openDatabase(options: DatabaseOptions, { migrate = true } = {}): Promise<Database> {
  const database = 'databaseUrl' in options ? await openPostgres(options) : await openPglite(options);
  if (migrate) await applyMigrations(database);
  return database;
}

/** Statements one connection keeps prepared; past that, a new statement runs unnamed. */
const MAX_PREPARED = 500;

/**
 * A connection that prepares each statement with parameters once, named by its text: PostgreSQL then
 * skips parsing it and, after five runs, planning it (a generic plan), which was about half of a list
 * query's time in the database (3.1 to 1.8 ms for a search's count). Statements without parameters
 * (BEGIN, COMMIT, the migrations) run as before.
 */
function preparingClient(Client: typeof import('pg').Client) {
  return class PreparingClient extends Client {
    readonly #prepared = new Set<string>();

    // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this passes them on
    override query(config: any, values?: any, callback?: any): any {
      const text: unknown = typeof config === 'string' ? config : config?.text;
      const params: unknown = values ?? config?.values;
      const plain =
        typeof config === 'string' || (typeof config === 'object' && !config.name && !config.submit);
      if (!plain || typeof text !== 'string' || !Array.isArray(params) || params.length === 0) {
        return super.query(config, values, callback);
      }
      const name = `k${createHash('sha1').update(text).digest('base64url')}`;
      if (!this.#prepared.has(name)) {
        if (this.#prepared.size >= MAX_PREPARED) return super.query(config, values, callback);
        this.#prepared.add(name);
      }
      const named = typeof config === 'string' ? { text, name } : { ...config, name };
      return super.query(named, values, callback);
    }
  };
}

async function openPostgres(options: { databaseUrl: string; poolSize?: number }): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({
    Client: preparingClient(pg.Client),
    connectionString: options.databaseUrl,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5000,
    // Said before the pool hands a new connection out, so every statement runs with it.
    onConnect: (client) => client.query(SESSION_SETTINGS),
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

async function openPglite(options: { pgliteDataDir: string } | { pglite: PGlite }): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/pglite');
  let client: PGlite;
  if ('pglite' in options) {
    client = options.pglite;
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    mkdirSync(options.pgliteDataDir, { recursive: true });
    client = await PGlite.create(options.pgliteDataDir, { extensions: await pgliteExtensions() });
  }
  await client.exec(SESSION_SETTINGS);
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      if (client.closed) throw new Error('database closed');
      await client.query('select 1');
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** Applies the migrations of `folder` (the committed ones unless a test names another) not yet applied. */
export async function applyMigrations(database: Database, folder = migrationsFolder): Promise<void> {
  if (database.kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type
    await migrate(database.db as any, { migrationsFolder: folder });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type
    await migrate(database.db as any, { migrationsFolder: folder });
  }
}

export function pgliteDir(dataDir: string): string {
  return join(resolve(dataDir), 'db');
}
