// The plan's SQL agrees with the domain's rule (packages/domain reminders.ts) on a table of contracts:
// notice and end dates around every lead time, workspace and contract lead times, missing dates,
// terminated contracts, and a clock a second before midnight UTC.
import {
  DEFAULT_REMINDER_LEAD_DAYS,
  planReminders as domainPlan,
  type TReminderLeadDays,
  todayUtc,
} from '@keydate/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, reminderDeliveries, users } from '../../src/db/schema/index.ts';
import { planReminders } from '../../src/services/reminders/plan-reminders.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { buildReminderWorkspace, insertContract } from './reminder-world.ts';

const NOTICE_OFFSETS = [-2, -1, 0, 1, 2, 6, 7, 8, 13, 14, 15, 29, 30, 31, 59, 60, 61, 364, 365, 366];
const LEAD_SETS: Array<TReminderLeadDays | null> = [
  null,
  { notice: [365, 3, 0], end: [1] },
  { notice: [], end: [365, 0] },
];

describe('the plan SQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it.each(['2025-03-10T23:59:59.000Z', '2025-03-11T00:00:00.000Z'])(
    'plans what the domain rule plans, at %s',
    async (at) => {
      const now = new Date(at);
      const w = await buildReminderWorkspace(t.db, `Plan${at.slice(11, 13)}`);
      // One recipient keeps the comparison to one row per reminder.
      await t.db.update(users).set({ remindersEnabled: false }).where(eq(users.id, w.member.id));

      const made: Array<{ id: string; leads: TReminderLeadDays | null; terminated: boolean }> = [];
      for (const leads of LEAD_SETS) {
        for (const noticeIn of NOTICE_OFFSETS) {
          for (const gap of [0, 5, 23]) {
            const terminated = noticeIn === 7 && gap === 5;
            const c = await insertContract(t.db, w, {
              name: `Case ${noticeIn}+${gap}`,
              today: now,
              noticeIn,
              endIn: noticeIn + gap,
              reminderLeadDays: leads,
              terminated,
            });
            made.push({ id: c.id, leads, terminated });
          }
        }
      }
      // Without an end date, and without any date but the start.
      const noEnd = await insertContract(t.db, w, { name: 'No end', today: now, noticeIn: 14, endIn: 20 });
      await t.db.update(contracts).set({ endDate: null }).where(eq(contracts.id, noEnd.id));
      const noDates = await insertContract(t.db, w, { name: 'No dates', today: now, noticeIn: 1, endIn: 1 });
      await t.db
        .update(contracts)
        .set({ endDate: null, nonRenewalNoticeStart: null, renewalWindowEnd: null })
        .where(eq(contracts.id, noDates.id));
      made.push(
        { id: noEnd.id, leads: null, terminated: false },
        { id: noDates.id, leads: null, terminated: false },
      );

      await planReminders({ db: t.db, now });

      const stored = await t.db.select().from(contracts).where(eq(contracts.workspaceId, w.workspace.id));
      const expected: string[] = [];
      for (const m of made) {
        if (m.terminated) continue;
        const c = stored.find((s) => s.id === m.id);
        if (!c) throw new Error('missing contract');
        const plan = domainPlan(
          { noticeDate: c.nonRenewalNoticeStart ?? c.renewalWindowEnd, endDate: c.endDate },
          m.leads ?? {
            notice: [...DEFAULT_REMINDER_LEAD_DAYS.notice],
            end: [...DEFAULT_REMINDER_LEAD_DAYS.end],
          },
          todayUtc(now),
        );
        for (const [status, list] of [
          ['pending', plan.send],
          ['superseded', plan.superseded],
        ] as const) {
          for (const r of list) expected.push(`${m.id} ${r.milestone} ${r.date} ${r.leadDays} ${status}`);
        }
      }
      const rows = await t.db
        .select()
        .from(reminderDeliveries)
        .where(eq(reminderDeliveries.workspaceId, w.workspace.id));
      expect(rows.every((r) => r.userId === w.admin.id)).toBe(true);
      const actual = rows.map(
        (r) => `${r.contractId} ${r.milestone} ${r.milestoneDate} ${r.leadDays} ${r.status}`,
      );
      expect(actual.sort()).toEqual(expected.sort());
      // The table is not trivial: both kinds of rows, of both milestones.
      expect(expected.filter((e) => e.endsWith('pending')).length).toBeGreaterThan(40);
      expect(expected.filter((e) => e.includes(' end ') && e.endsWith('superseded')).length).toBeGreaterThan(
        5,
      );
    },
  );
});
