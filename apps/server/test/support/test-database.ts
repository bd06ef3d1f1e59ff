import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { pgliteFromTemplate } from './pglite-template.ts';
import { createDatabaseFromTemplate, databaseUrl, dropDatabase } from './postgres.ts';

export const testDbKind = (process.env.KEYDATE_TEST_DB ?? 'pglite') as 'pglite' | 'postgres';

/**
 * A private, migrated database for one test file (PGlite in memory, handed on from an earlier file of the
 * worker as below, or in `pgliteDataDir` for a test that hands it to another process; or a fresh PostgreSQL
 * database).
 */
export async function openTestDatabase({
  pgliteDataDir,
}: {
  pgliteDataDir?: string;
} = {}): Promise<Database & { url?: string }> {
  if (testDbKind === 'postgres') {
    const base = process.env.TEST_DATABASE_URL as string;
    const name = `keydate_t_${inject('pgRunId')}_${randomBytes(4).toString('hex')}`;
    await createDatabaseFromTemplate(base, name, inject('pgTemplate'));
    const url = databaseUrl(base, name);
    const database = await openDatabase({ databaseUrl: url, poolSize: 5 }, { migrate: false });
    return {
      ...database,
      url,
      close: async () => {
        await database.close();
        await dropDatabase(base, name);
      },
    };
  }
  const template = inject('pgliteTemplate');
  if (pgliteDataDir) {
    return openDatabase({ pglite: await pgliteFromTemplate(template, pgliteDataDir) }, { migrate: false });
  }
  const pglite = handedOn.pop() ?? (await fromTemplate(template));
  return closable(await openDatabase({ pglite }, { migrate: false }), () => handOn(pglite));
}

// Starting PGlite from the dump costs about half a second of CPU, most of an API test file's database work.
// The files of a worker that share a module graph (vitest.config.ts) hand their embedded database on: once
// a file closes its database, it is emptied and kept for the next file only if it is then the migrated
// template again (schemaOf: no table, column, trigger, function or setting a test left behind); otherwise it
// is closed, and the next file starts from the dump.
const handedOn: PGlite[] = [];

async function handOn(pglite: PGlite): Promise<void> {
  try {
    await pglite.exec('discard all');
    const { rows } = await pglite.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'`,
    );
    await pglite.exec(`truncate ${rows.map((row) => row.name).join(', ')} restart identity cascade`);
    if ((await schemaOf(pglite)) === (await templateSchema)) {
      handedOn.push(pglite);
      return;
    }
  } catch {
    // A database a test left unusable is not handed on.
  }
  await pglite.close();
}

/**
 * The database as its file sees it: once closed, its handle refuses every query and its ping fails, as a
 * closed database does, so nothing the file left running writes into the next file's database.
 */
function closable(database: Database, release: () => Promise<void>): Database {
  let closed = false;
  const refuse = () => {
    throw new Error('database closed');
  };
  const db = new Proxy(database.db, {
    get: (target, key, receiver) => (closed ? refuse() : Reflect.get(target, key, receiver)),
  });
  return {
    ...database,
    db,
    ping: async () => (closed ? refuse() : database.ping()),
    close: async () => {
      if (closed) return;
      closed = true;
      await release();
    },
  };
}

let templateSchema: Promise<string> | undefined;

async function fromTemplate(template: string): Promise<PGlite> {
  const pglite = await pgliteFromTemplate(template);
  templateSchema ??= schemaOf(pglite);
  await templateSchema;
  return pglite;
}

/** Everything a test could change besides rows: relations, columns, defaults, constraints, indexes, triggers, functions, sequences, migrations. */
async function schemaOf(pglite: PGlite): Promise<string> {
  const { rows } = await pglite.query<{ schema: string }>(SCHEMA_FINGERPRINT);
  return rows[0]?.schema ?? '';
}

const SCHEMA_FINGERPRINT = `select md5(string_agg(item, E'\\n' order by item)) as schema from (
  select format('%s %s %s', c.relname, c.relkind, (
    select string_agg(format('%s %s %s %s', a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull,
      pg_get_expr(d.adbin, d.adrelid)), ', ' order by a.attnum)
    from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped)) as item
  from pg_class c where c.relnamespace in ('public'::regnamespace, 'drizzle'::regnamespace)
  union all select indexdef from pg_indexes where schemaname = 'public'
  union all select pg_get_constraintdef(oid) from pg_constraint where connamespace = 'public'::regnamespace
  union all select pg_get_triggerdef(oid) from pg_trigger where not tgisinternal
  union all select format('%s(%s)', proname, pg_get_function_identity_arguments(oid)) from pg_proc
    where pronamespace = 'public'::regnamespace
  union all select format('%s %s', sequencename, last_value) from pg_sequences
  union all select format('migrations %s', count(*)) from drizzle.__drizzle_migrations
  union all select format('%s=%s', name, setting) from pg_settings
    where source not in ('default', 'override') and name not like 'transaction\\_%'
) items`;
