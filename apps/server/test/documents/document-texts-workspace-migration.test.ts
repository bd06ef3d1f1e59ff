// Migration 0019 on a database made by the release before it: every document text already stored takes
// its contract's workspace, so a search reads only that workspace's documents.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, type Database } from '../../src/db/client.ts';
import { rowsOf } from '../../src/services/reminders/reminder-schedule-sql.ts';
import { openPreviousRelease } from '../support/previous-release.ts';

describe('migration 0019: document texts carry their workspace', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openPreviousRelease('0018_document_texts');
    const { db } = database;
    const [first, second] = rowsOf<{ id: string }>(
      await db.execute(sql`insert into workspaces (name) values ('North'), ('South') returning id`),
    );
    for (const [workspace, name] of [
      [first?.id, 'Linen North'],
      [second?.id, 'Linen South'],
    ]) {
      await db.execute(sql`with contract as (
          insert into contracts (workspace_id, name, agreement_type, contract_type, start_date, lifecycle, document_key)
          values (${workspace}, ${name}, 'INDIVIDUAL', 'service', '2025-01-05', '{}'::jsonb, ${`documents/${name}.pdf`})
          returning id, document_key)
        insert into document_texts (contract_id, document_key, state, content)
        select id, document_key, 'text', 'The supplier launders the linen.' from contract`);
    }
    await applyMigrations(database);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('gives each stored text its contract’s workspace', async () => {
    const rows = rowsOf<{ name: string; same: boolean }>(
      await database.db.execute(sql`select c.name, d.workspace_id = c.workspace_id as same
        from document_texts d join contracts c on c.id = d.contract_id order by c.name`),
    );
    expect(rows).toEqual([
      { name: 'Linen North', same: true },
      { name: 'Linen South', same: true },
    ]);
  });

  it('finds only the workspace’s own matching documents', async () => {
    const [workspace] = rowsOf<{ id: string }>(
      await database.db.execute(sql`select id from workspaces where name = 'North'`),
    );
    const found = rowsOf<{ name: string }>(
      await database.db.execute(sql`select c.name from document_texts d join contracts c on c.id = d.contract_id
        where d.workspace_id = ${workspace?.id} and d.search @@ websearch_to_tsquery('english', 'laundering')`),
    );
    expect(found).toEqual([{ name: 'Linen North' }]);
  });
});
