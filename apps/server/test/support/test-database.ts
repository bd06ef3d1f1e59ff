import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { pgliteFromTemplate } from './pglite-template.ts';
import { createDatabaseFromTemplate, databaseUrl, dropDatabase } from './postgres.ts';

export const testDbKind = (process.env.KEYDATE_TEST_DB ?? 'pglite') as 'pglite' | 'postgres';

/**
 * A private, migrated database for one test file (PGlite in memory, or in `pgliteDataDir` for a test that
 * hands it to another process; or a fresh PostgreSQL database).
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
  const pglite = await pgliteFromTemplate(inject('pgliteTemplate'), pgliteDataDir);
  return openDatabase({ pglite }, { migrate: false });
}
