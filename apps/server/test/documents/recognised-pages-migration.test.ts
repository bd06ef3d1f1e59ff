// Migration 0023 on a database made by the release before it: the scans stored then (read as having no
// text layer) wait to be read again, now that scans are recognised; texts already read stay as they are.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, type Database } from '../../src/db/client.ts';
import { rowsOf } from '../../src/services/reminders/reminder-schedule-sql.ts';
import { openPreviousRelease } from '../support/previous-release.ts';

describe('migration 0023: scans stored before are read again', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openPreviousRelease('0022_drafts');
    const { db } = database;
    const [workspace] = rowsOf<{ id: string }>(
      await db.execute(sql`insert into workspaces (name) values ('North') returning id`),
    );
    for (const [name, state] of [
      ['Scanned lift contract', 'no_text_layer'],
      ['Linen contract', 'text'],
    ]) {
      await db.execute(sql`with contract as (
          insert into contracts (workspace_id, name, agreement_type, contract_type, start_date, lifecycle, document_key)
          values (${workspace?.id}, ${name}, 'INDIVIDUAL', 'service', '2025-01-05', '{}'::jsonb, ${`documents/${name}.pdf`})
          returning id, workspace_id, document_key)
        insert into document_texts (contract_id, workspace_id, document_key, state, content)
        select id, workspace_id, document_key, ${state}, '' from contract`);
    }
    await applyMigrations(database);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('queues the scans to be read, and names no recognised page yet', async () => {
    const rows = rowsOf<{ name: string; state: string; recognised_pages: number[] }>(
      await database.db.execute(sql`select c.name, d.state, d.recognised_pages
        from document_texts d join contracts c on c.id = d.contract_id order by c.name`),
    );
    expect(rows).toEqual([
      { name: 'Linen contract', state: 'text', recognised_pages: [] },
      { name: 'Scanned lift contract', state: 'pending', recognised_pages: [] },
    ]);
  });
});
