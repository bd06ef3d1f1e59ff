import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { openTestDatabase, testDbKind } from './support/test-database.ts';

describe(`database sessions (${testDbKind})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('plan every statement as for data in memory, on every connection of the pool', async () => {
    // Five at once: the test pool's size, so each of its connections answers once.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        database.db.transaction(async (tx) => {
          const { rows } = (await tx.execute(
            sql`select current_setting('random_page_cost') as cost, pg_backend_pid() as pid`,
          )) as unknown as {
            rows: Array<{ cost: string; pid: number }>;
          };
          // Held open until every transaction has its connection.
          await new Promise((resolve) => setTimeout(resolve, 50));
          return rows[0];
        }),
      ),
    );
    expect(answers.map((a) => a?.cost)).toEqual(Array(5).fill('1.1'));
    if (testDbKind === 'postgres') expect(new Set(answers.map((a) => a?.pid)).size).toBe(5);
  });

  // Only PostgreSQL's connections prepare statements (db/client.ts); PGlite runs in the process.
  if (testDbKind === 'postgres')
    it('prepare a statement with parameters once per connection, and leave those without alone', async () => {
      const prepared = await database.db.transaction(async (tx) => {
        const run = (n: number) => tx.execute(sql`select ${n}::int + 1 as next`);
        await run(1);
        await run(2);
        await tx.execute(sql`select 'no parameters'`);
        const { rows } = (await tx.execute(
          sql`select statement from pg_prepared_statements where name like ${'k%'} order by statement`,
        )) as unknown as { rows: Array<{ statement: string }> };
        return rows.map((row) => row.statement);
      });
      expect(prepared).toContain('select $1::int + 1 as next');
      expect(prepared.filter((text) => text === 'select $1::int + 1 as next')).toHaveLength(1);
      expect(prepared).not.toContain("select 'no parameters'");
    });
});
