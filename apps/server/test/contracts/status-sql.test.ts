// The SQL status expression and the Status filter's column conditions against the domain's
// contractStatus, on a table of cases and todays around every boundary, on whichever database this
// project runs (PGlite or PostgreSQL).
import {
  asCalendarDate,
  CONTRACT_STATUSES,
  contractStatus,
  defaultLifecycle,
  type TCalendarDate,
} from '@keydate/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '../../src/db/schema/index.ts';
import { contractStatusIsSql, contractStatusSql } from '../../src/services/contracts/status-sql.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { buildWorkspace } from '../support/factories.ts';

interface Case {
  label: string;
  startDate: TCalendarDate;
  endDate: TCalendarDate | null;
  renewalWindowStart: TCalendarDate | null;
  renewalWindowEnd: TCalendarDate | null;
  terminated?: boolean;
}

const day = asCalendarDate;
const full = {
  startDate: day('2025-03-10'),
  endDate: day('2025-12-31'),
  renewalWindowStart: day('2025-06-01'),
  renewalWindowEnd: day('2025-09-30'),
};

const CASES: Case[] = [
  { label: 'full lifecycle', ...full },
  { label: 'terminated', ...full, terminated: true },
  { label: 'no end date', ...full, endDate: null },
  { label: 'no evaluation window', ...full, renewalWindowStart: null, renewalWindowEnd: null },
  { label: 'window without its start', ...full, renewalWindowStart: null },
  {
    label: 'notice before the start',
    ...full,
    renewalWindowStart: day('2025-01-01'),
    renewalWindowEnd: day('2025-03-01'),
  },
  {
    label: 'window reaching past the end',
    ...full,
    renewalWindowStart: day('2025-12-01'),
    renewalWindowEnd: day('2026-02-01'),
  },
  {
    label: 'window of one day',
    ...full,
    renewalWindowStart: day('2025-06-01'),
    renewalWindowEnd: day('2025-06-01'),
  },
  { label: 'ends the day it starts', ...full, endDate: full.startDate },
  { label: 'ends the day after it starts', ...full, endDate: day('2025-03-11') },
  { label: 'terminated before it starts', ...full, terminated: true, startDate: day('2026-01-01') },
];

// Each boundary, the day before and the day after.
const TODAYS = [
  '2025-03-09',
  '2025-03-10',
  '2025-03-11',
  '2025-05-31',
  '2025-06-01',
  '2025-06-02',
  '2025-09-29',
  '2025-09-30',
  '2025-10-01',
  '2025-12-30',
  '2025-12-31',
  '2026-01-01',
  '2026-02-01',
  '2026-02-02',
].map(day);

describe('the status SQL expression', () => {
  let t: TestApp;
  const ids = new Map<string, Case>();

  beforeAll(async () => {
    t = await buildTestApp();
    const workspace = await buildWorkspace(t.db);
    for (const c of CASES) {
      const [row] = await t.db
        .insert(contracts)
        .values({
          workspaceId: workspace.id,
          name: c.label,
          agreementType: 'INDIVIDUAL',
          contractType: 'Other',
          startDate: c.startDate,
          endDate: c.endDate,
          renewalWindowStart: c.renewalWindowStart,
          renewalWindowEnd: c.renewalWindowEnd,
          nonRenewalNoticeStart: c.renewalWindowEnd,
          lifecycle: defaultLifecycle(),
          storedStatus: c.terminated ? 'terminated' : null,
        })
        .returning({ id: contracts.id });
      if (row) ids.set(row.id, c);
    }
  });
  afterAll(() => t.close());

  it('agrees with contractStatus for every case on every day', async () => {
    const seen = new Set<string>();
    let compared = 0;
    for (const today of TODAYS) {
      const rows = await t.db.select({ id: contracts.id, status: contractStatusSql(today) }).from(contracts);
      expect(rows).toHaveLength(CASES.length);
      for (const row of rows) {
        const c = ids.get(row.id) as Case;
        const expected = contractStatus({ ...c, status: c.terminated ? 'terminated' : null }, today);
        expect(row.status, `${c.label} on ${today}`).toBe(expected);
        seen.add(expected);
        compared += 1;
      }
    }
    expect(compared).toBe(CASES.length * TODAYS.length);
    // The table reaches every status, so none of the branches goes untested.
    expect([...seen].sort()).toEqual([...CONTRACT_STATUSES].sort());
  });

  it('filters by status as it answers it', async () => {
    const today = day('2025-06-01');
    for (const status of CONTRACT_STATUSES) {
      const rows = await t.db
        .select({ id: contracts.id })
        .from(contracts)
        .where(eq(contractStatusSql(today), status));
      const expected = [...ids].filter(
        ([, c]) => contractStatus({ ...c, status: c.terminated ? 'terminated' : null }, today) === status,
      );
      expect(rows.map((r) => r.id).sort(), status).toEqual(expected.map(([id]) => id).sort());
    }
  });

  it('selects by status with column conditions exactly the rows the expression gives that status', async () => {
    let compared = 0;
    for (const today of TODAYS) {
      for (const status of CONTRACT_STATUSES) {
        const rows = await t.db
          .select({ id: contracts.id })
          .from(contracts)
          .where(contractStatusIsSql(status, today));
        const expected = [...ids]
          .filter(
            ([, c]) => contractStatus({ ...c, status: c.terminated ? 'terminated' : null }, today) === status,
          )
          .map(([id]) => id);
        expect(rows.map((r) => r.id).sort(), `${status} on ${today}`).toEqual(expected.sort());
        compared += expected.length;
      }
    }
    // Every case lands in exactly one status on every day.
    expect(compared).toBe(CASES.length * TODAYS.length);
  });
});
