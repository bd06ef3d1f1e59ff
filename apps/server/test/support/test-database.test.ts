import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workspaces } from '../../src/db/schema/index.ts';
import { rowsOf } from '../../src/services/reminders/reminder-schedule-sql.ts';
import { buildWorkspace } from './factories.ts';
import { openTestDatabase } from './test-database.ts';

// The embedded database a file closes is handed on to the next file of its worker (test-database.ts): the
// next file must find it as a fresh one.
describe('a test file’s embedded database', () => {
  it('comes without the rows, functions, triggers and settings the file before left', async () => {
    const before = await openTestDatabase();
    await buildWorkspace(before.db);
    await before.db.execute(sql`create function keep_nothing() returns trigger language plpgsql as $$
      begin return null; end $$`);
    await before.db.execute(sql`create trigger keep_nothing before insert on workspaces for each row
      execute function keep_nothing()`);
    await before.db.execute(sql`set statement_timeout = 1234`);
    await before.close();

    const after = await openTestDatabase();
    expect(await after.db.select().from(workspaces)).toEqual([]);
    const settled = await after.db.execute(sql`select
      (select count(*) from pg_trigger where not tgisinternal)::int as triggers,
      (select count(*) from pg_proc where proname = 'keep_nothing')::int as functions,
      current_setting('statement_timeout') as timeout`);
    expect(rowsOf(settled)).toEqual([{ triggers: 0, functions: 0, timeout: '0' }]);
    // A new row is stored: no trigger throws it away.
    await buildWorkspace(after.db);
    expect(await after.db.select().from(workspaces)).toHaveLength(1);
    await after.close();
  });

  it('refuses queries once closed, so nothing left running writes into the next file’s database', async () => {
    const database = await openTestDatabase();
    await database.close();
    expect(() => database.db.select().from(workspaces)).toThrow('database closed');
    await expect(database.ping()).rejects.toThrow('database closed');
  });
});
