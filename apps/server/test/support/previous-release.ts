// A database as an earlier release left it, for tests of the migrations that come after it.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  applyMigrations,
  type Database,
  migrationsFolder,
  openDatabase,
  pgliteExtensions,
} from '../../src/db/client.ts';
import { createDatabaseFromTemplate, databaseUrl, dropDatabase } from './postgres.ts';
import { testDbKind } from './test-database.ts';

/**
 * An empty database (on the engine under test, its sessions in `zone` when given) with the committed
 * migrations up to and including `lastBefore` applied. Closing it drops it.
 */
export async function openPreviousRelease(lastBefore: string, zone?: string): Promise<Database> {
  const folder = mkdtempSync(join(tmpdir(), 'keydate-release-'));
  try {
    cpSync(migrationsFolder, folder, { recursive: true });
    const journalFile = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
    const last = journal.entries.findIndex((entry) => entry.tag === lastBefore);
    expect(last).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, last + 1);
    writeFileSync(journalFile, JSON.stringify(journal));
    const database = await openEmptyDatabase(zone);
    await applyMigrations(database, folder);
    return database;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function openEmptyDatabase(zone: string | undefined): Promise<Database> {
  if (testDbKind === 'postgres') {
    const base = process.env.TEST_DATABASE_URL as string;
    const name = `keydate_m_${randomBytes(4).toString('hex')}`;
    await createDatabaseFromTemplate(base, name, 'template0');
    const url = databaseUrl(base, name);
    if (zone) {
      const setting = await openDatabase({ databaseUrl: url, poolSize: 1 }, { migrate: false });
      await setting.db.execute(sql.raw(`alter database "${name}" set timezone = '${zone}'`));
      await setting.close();
    }
    const database = await openDatabase({ databaseUrl: url, poolSize: 2 }, { migrate: false });
    return {
      ...database,
      close: async () => {
        await database.close();
        await dropDatabase(base, name);
      },
    };
  }
  const pglite = await PGlite.create({ extensions: await pgliteExtensions() });
  if (zone) await pglite.exec(`set time zone '${zone}'`);
  return openDatabase({ pglite }, { migrate: false });
}
