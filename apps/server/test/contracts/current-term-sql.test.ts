// The current term in SQL (migration 0024's functions, services/contracts/current-term-sql.ts) against the
// domain's currentTerm and contractStatus: contracts renewing by days, months and years from month ends
// and leap days, a picked notice date, a notice sent, seen on days across many terms, on whichever
// database this project runs (PGlite or PostgreSQL).
import {
  addCalendar,
  asCalendarDate,
  CONTRACT_STATUSES,
  contractStatus,
  currentTerm,
  defaultLifecycle,
  storedDatesFor,
  type TCalendarDate,
  type TDurationUnit,
  type TLifecycle,
} from '@keydate/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '../../src/db/schema/index.ts';
import { currentTermSql } from '../../src/services/contracts/current-term-sql.ts';
import { contractStatusIsSql, contractStatusSql } from '../../src/services/contracts/status-sql.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { buildWorkspace } from '../support/factories.ts';

interface Case {
  label: string;
  start: string;
  duration: [number, TDurationUnit];
  renewal: [number, TDurationUnit] | null;
  lastTerm?: number;
  pickedNotice?: string;
  notice?: [number, TDurationUnit];
}

const CASES: Case[] = [
  { label: 'does not renew', start: '2024-01-05', duration: [1, 'YEARS'], renewal: null },
  { label: 'yearly', start: '2024-01-05', duration: [1, 'YEARS'], renewal: [1, 'YEARS'] },
  { label: 'leap day start', start: '2024-02-29', duration: [1, 'YEARS'], renewal: [1, 'YEARS'] },
  { label: 'month end, monthly', start: '2024-12-31', duration: [1, 'MONTHS'], renewal: [1, 'MONTHS'] },
  { label: 'quarterly after two years', start: '2023-05-31', duration: [2, 'YEARS'], renewal: [3, 'MONTHS'] },
  { label: 'in days', start: '2024-11-15', duration: [45, 'DAYS'], renewal: [30, 'DAYS'] },
  {
    label: 'notice sent in term 2',
    start: '2024-01-05',
    duration: [1, 'YEARS'],
    renewal: [1, 'YEARS'],
    lastTerm: 2,
  },
  {
    label: 'picked notice date',
    start: '2024-01-05',
    duration: [1, 'YEARS'],
    renewal: [1, 'YEARS'],
    pickedNotice: '2024-09-30',
  },
  {
    label: 'notice in months',
    start: '2024-03-31',
    duration: [1, 'YEARS'],
    renewal: [2, 'YEARS'],
    notice: [1, 'MONTHS'],
  },
];

function lifecycleOf(c: Case): TLifecycle {
  const lifecycle = defaultLifecycle();
  lifecycle.duration = { value: c.duration[0], unit: c.duration[1] };
  if (c.renewal) lifecycle.renewal = { type: 'automatic', term: { value: c.renewal[0], unit: c.renewal[1] } };
  if (c.pickedNotice) {
    lifecycle.nonRenewalNotice.triggerType = 'SPECIFIC_DATE';
    lifecycle.nonRenewalNotice.date = asCalendarDate(c.pickedNotice);
  }
  if (c.notice) lifecycle.nonRenewalNotice.triggerValue = { value: c.notice[0], unit: c.notice[1] };
  return lifecycle;
}

// Every 13th day for six years: each case crosses many of its terms' boundaries.
const TODAYS: TCalendarDate[] = [];
for (let day = asCalendarDate('2024-01-01'); day < '2030-01-01'; day = addCalendar(day, 13, 'DAYS')) {
  TODAYS.push(day);
}

describe('the current term in SQL', () => {
  let t: TestApp;
  const cases = new Map<string, Case>();

  beforeAll(async () => {
    t = await buildTestApp();
    const workspace = await buildWorkspace(t.db);
    for (const c of CASES) {
      const lifecycle = lifecycleOf(c);
      const [row] = await t.db
        .insert(contracts)
        .values({
          workspaceId: workspace.id,
          name: c.label,
          agreementType: 'INDIVIDUAL',
          contractType: 'Other',
          ...storedDatesFor(asCalendarDate(c.start), lifecycle),
          lifecycle,
          lastTerm: c.lastTerm ?? null,
        })
        .returning({ id: contracts.id });
      if (row) cases.set(row.id, c);
    }
  });
  afterAll(() => t.close());

  const expectedOf = (c: Case, today: TCalendarDate) => {
    const lifecycle = lifecycleOf(c);
    const term = currentTerm(
      { lifecycle, first: storedDatesFor(asCalendarDate(c.start), lifecycle), lastTerm: c.lastTerm },
      today,
    );
    return {
      number: term.number,
      end: term.endDate,
      notice: term.nonRenewalNoticeStart,
      evaluation: term.renewalWindowStart,
      status: contractStatus(term, today),
    };
  };

  it('agrees with the domain on every case on every day', async () => {
    const seenTerms = new Set<number>();
    const seenStatuses = new Set<string>();
    for (const today of TODAYS) {
      const term = currentTermSql(today);
      const rows = await t.db
        .select({
          id: contracts.id,
          number: term.number,
          end: sql<string>`${term.endDate}::text`,
          notice: sql<string>`${term.noticeDate}::text`,
          evaluation: sql<string>`${term.evaluationStart}::text`,
          status: contractStatusSql(today),
        })
        .from(contracts);
      expect(rows).toHaveLength(CASES.length);
      for (const { id, ...found } of rows) {
        const c = cases.get(id) as Case;
        const expected = expectedOf(c, today);
        expect(found, `${c.label} on ${today}`).toEqual(expected);
        seenTerms.add(expected.number);
        seenStatuses.add(expected.status);
      }
    }
    // Many terms in, and every status but terminated (which the term does not touch).
    expect(Math.max(...seenTerms)).toBeGreaterThan(20);
    expect([...seenStatuses].sort()).toEqual(CONTRACT_STATUSES.filter((s) => s !== 'terminated').sort());
  });

  it('filters by status at the current term', async () => {
    for (const today of TODAYS.filter((_, i) => i % 9 === 0)) {
      for (const status of CONTRACT_STATUSES) {
        const rows = await t.db
          .select({ id: contracts.id })
          .from(contracts)
          .where(contractStatusIsSql(status, today));
        const expected = [...cases].filter(([, c]) => expectedOf(c, today).status === status);
        expect(rows.map((r) => r.id).sort(), `${status} on ${today}`).toEqual(
          expected.map(([id]) => id).sort(),
        );
      }
    }
  });

  it('ends a renewing contract with the term whose notice was sent', async () => {
    const [sent] = [...cases].find(([, c]) => c.lastTerm === 2) ?? [];
    const [row] = await t.db
      .select({ status: contractStatusSql(asCalendarDate('2027-06-01')) })
      .from(contracts)
      .where(eq(contracts.id, sent as string));
    expect(row?.status).toBe('expired');
  });
});
