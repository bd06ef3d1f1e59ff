// Migration 0017 on a database made by the release before it: contract dates stored as 12:00 UTC
// timestamps become calendar dates without moving a day, even when the session's time zone is a day
// ahead of UTC, and the stored lifecycle loses its start date copy and keeps picked dates as days.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, type Database } from '../../src/db/client.ts';
import { rowsOf } from '../../src/services/reminders/reminder-schedule-sql.ts';
import { openPreviousRelease } from '../support/previous-release.ts';

// Auckland is 13 hours ahead of UTC in January: a plain cast of 12:00 UTC would read the next day there.
const ZONE = 'Pacific/Auckland';

describe('migration 0017: contract dates become calendar dates', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openPreviousRelease('0016_folded_search', ZONE);
    const { db } = database;
    expect(rowsOf(await db.execute(sql`show timezone`))).toEqual([{ TimeZone: ZONE }]);

    const [workspace] = rowsOf<{ id: string }>(
      await db.execute(sql`insert into workspaces (name) values ('Group') returning id`),
    );
    const lifecycle = (notice: object) =>
      JSON.stringify({
        startDate: '2025-01-05T12:00:00.000Z',
        duration: { value: 1, unit: 'YEARS' },
        evaluationPeriod: {
          triggerType: 'BEFORE_END',
          triggerValue: { value: 180, unit: 'DAYS' },
          duration: { value: 90, unit: 'DAYS' },
        },
        nonRenewalNotice: notice,
      });
    const before = {
      triggerType: 'BEFORE_END',
      triggerValue: { value: 90, unit: 'DAYS' },
      duration: { value: 30, unit: 'DAYS' },
    };
    const picked = { ...before, triggerType: 'SPECIFIC_DATE', date: '2025-11-01T12:00:00.000Z' };
    await db.execute(sql`insert into contracts (workspace_id, name, agreement_type, contract_type, start_date,
        end_date, renewal_window_start, renewal_window_end, non_renewal_notice_start, lifecycle)
      values
        (${workspace?.id}, 'Linen', 'INDIVIDUAL', 'service', '2025-01-05T12:00:00Z', '2026-01-05T12:00:00Z',
          '2025-04-10T12:00:00Z', '2025-10-07T12:00:00Z', '2025-10-07T12:00:00Z', ${lifecycle(before)}::jsonb),
        (${workspace?.id}, 'Leap', 'INDIVIDUAL', 'service', '2024-02-29T12:00:00Z', '2025-02-28T12:00:00Z',
          '2024-06-03T12:00:00Z', '2025-11-01T12:00:00Z', '2025-11-01T12:00:00Z', ${lifecycle(picked)}::jsonb),
        (${workspace?.id}, 'Open', 'INDIVIDUAL', 'service', '1969-12-31T12:00:00Z', null, null, null, null,
          '{"duration":{"value":1,"unit":"YEARS"}}'::jsonb)`);
    await applyMigrations(database);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('keeps every date on its day', async () => {
    const rows = rowsOf(
      await database.db.execute(sql`select name, start_date::text as start,
        end_date::text as end, renewal_window_start::text as evaluation, renewal_window_end::text as window_end,
        non_renewal_notice_start::text as notice, pg_typeof(start_date)::text as type
      from contracts order by name`),
    );
    expect(rows).toEqual([
      {
        name: 'Leap',
        start: '2024-02-29',
        end: '2025-02-28',
        evaluation: '2024-06-03',
        window_end: '2025-11-01',
        notice: '2025-11-01',
        type: 'date',
      },
      {
        name: 'Linen',
        start: '2025-01-05',
        end: '2026-01-05',
        evaluation: '2025-04-10',
        window_end: '2025-10-07',
        notice: '2025-10-07',
        type: 'date',
      },
      {
        name: 'Open',
        start: '1969-12-31',
        end: null,
        evaluation: null,
        window_end: null,
        notice: null,
        type: 'date',
      },
    ]);
  });

  it('drops the lifecycle’s start date copy and keeps a picked date as its day', async () => {
    const rows = rowsOf(await database.db.execute(sql`select name, lifecycle from contracts order by name`));
    const lifecycles = Object.fromEntries(
      (rows as Array<{ name: string; lifecycle: Record<string, unknown> }>).map((r) => [r.name, r.lifecycle]),
    );
    expect(lifecycles.Leap).not.toHaveProperty('startDate');
    expect(lifecycles.Leap?.nonRenewalNotice).toEqual({
      triggerType: 'SPECIFIC_DATE',
      triggerValue: { value: 90, unit: 'DAYS' },
      duration: { value: 30, unit: 'DAYS' },
      date: '2025-11-01',
    });
    expect(lifecycles.Leap?.evaluationPeriod).not.toHaveProperty('date');
    expect(lifecycles.Linen).toEqual({
      duration: { value: 1, unit: 'YEARS' },
      evaluationPeriod: {
        triggerType: 'BEFORE_END',
        triggerValue: { value: 180, unit: 'DAYS' },
        duration: { value: 90, unit: 'DAYS' },
      },
      nonRenewalNotice: {
        triggerType: 'BEFORE_END',
        triggerValue: { value: 90, unit: 'DAYS' },
        duration: { value: 30, unit: 'DAYS' },
      },
      // Migration 0024 gives every stored lifecycle its renewal.
      renewal: { type: 'none' },
    });
    expect(lifecycles.Open).toEqual({ duration: { value: 1, unit: 'YEARS' }, renewal: { type: 'none' } });
  });
});
