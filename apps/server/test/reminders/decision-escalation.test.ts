// The renewal decision's escalation (docs/domain.md, The renewal decision) on real SMTP with two instances:
// a term with no decision when its notice date is the workspace's escalation days away (14 unless set)
// gets one mail to each admin with reminders on, once whatever the number of sweeps and instances; a
// decided term, a later notice date and the other people get none. On PostgreSQL the two sweeps run
// concurrently; on PGlite one after the other.
import { addCalendar, storedDatesFor, type TLifecycle, todayUtc } from '@keydate/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractDecisions, contracts, reminderDeliveries, workspaces } from '../../src/db/schema/index.ts';
import { fixedClock } from '../../src/lib/clock.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { buildUser } from '../support/factories.ts';
import { testDbKind } from '../support/test-database.ts';
import {
  buildReminderWorkspace,
  insertContract,
  type ReminderWorkspace,
  secondInstance,
} from './reminder-world.ts';

const SUBJECT = /^No renewal decision yet: /;

describe(`the escalation of a missing renewal decision, two instances on one ${testDbKind} database`, () => {
  let t: TestApp;
  let a: ReminderWorkspace;
  let b: ReminderWorkspace;
  let secondAdmin: { email: string };
  let second: Awaited<ReturnType<typeof secondInstance>>;
  const clock = fixedClock('2025-03-10T08:00:00.000Z');

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    a = await buildReminderWorkspace(t.db, 'Alpha', { escalation: true });
    b = await buildReminderWorkspace(t.db, 'Bravo', { escalation: true });
    // A workspace that sends no escalation.
    const quiet = await buildReminderWorkspace(t.db, 'Quiet');
    await insertContract(t.db, quiet, { name: 'Quiet Laundry', today: clock.now(), noticeIn: 3, endIn: 40 });
    secondAdmin = await buildUser(t.db, { workspaceId: a.workspace.id, role: 'admin', name: 'Second Admin' });
    // An admin who switched reminders off gets no escalation either.
    await buildUser(t.db, { workspaceId: a.workspace.id, role: 'admin', remindersEnabled: false });
    second = await secondInstance(t);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const both = () => second.both();
  const escalations = () => t.smtp.mails.filter((mail) => SUBJECT.test(mail.subject));
  const decide = (contractId: string, term: number) =>
    t.db.insert(contractDecisions).values({
      workspaceId: a.workspace.id,
      contractId,
      term,
      decision: 'renew',
      reason: 'service',
      note: '',
      decidedBy: a.admin.id,
      decidedAt: clock.now(),
    });

  /** A yearly contract that renews automatically, in its second term, whose notice date is `noticeIn` days away. */
  async function renewingInSecondTerm(noticeIn: number) {
    const today = todayUtc(clock.now());
    const secondEnd = addCalendar(today, noticeIn + 30, 'DAYS');
    const lifecycle: TLifecycle = {
      duration: { value: 1, unit: 'YEARS' },
      evaluationPeriod: {
        triggerType: 'BEFORE_END',
        triggerValue: { value: 30, unit: 'DAYS' },
        duration: { value: 90, unit: 'DAYS' },
      },
      nonRenewalNotice: {
        triggerType: 'BEFORE_END',
        triggerValue: { value: 30, unit: 'DAYS' },
        duration: { value: 30, unit: 'DAYS' },
      },
      renewal: { type: 'automatic', term: { value: 1, unit: 'YEARS' } },
    };
    const start = addCalendar(secondEnd, -2, 'YEARS');
    const [row] = await t.db
      .insert(contracts)
      .values({
        workspaceId: a.workspace.id,
        name: 'Alpha Laundry, renewing',
        agreementType: 'INDIVIDUAL',
        contractType: 'service',
        ...storedDatesFor(start, lifecycle),
        lifecycle,
        propertyId: a.harbour.id,
        vendorId: a.vendor.id,
        ownerId: a.member.id,
      })
      .returning();
    if (!row) throw new Error('contract not created');
    return row;
  }

  it("mails each admin once when a term's notice date nears without a decision, and nobody else", async () => {
    const today = clock.now();
    const undecided = await insertContract(t.db, a, { name: 'Alpha Linen', today, noticeIn: 10, endIn: 60 });
    const decided = await insertContract(t.db, a, { name: 'Alpha Boiler', today, noticeIn: 10, endIn: 60 });
    await decide(decided.id, 1);
    const later = await insertContract(t.db, a, { name: 'Alpha Pool', today, noticeIn: 20, endIn: 80 });
    // In its second term with a decision recorded for the first only: the second term has none.
    const renewing = await renewingInSecondTerm(5);
    await decide(renewing.id, 1);
    // Bravo escalates 3 days ahead, so its notice date 5 days away is not yet.
    await t.db.update(workspaces).set({ escalationDays: 3 }).where(eq(workspaces.id, b.workspace.id));
    const bravo = await insertContract(t.db, b, { name: 'Bravo Kitchen', today, noticeIn: 5, endIn: 40 });

    await both();
    const sent = escalations();
    expect(sent.map((mail) => [mail.subject, mail.to.join()]).sort()).toEqual(
      [
        ['No renewal decision yet: Alpha Laundry, renewing', a.admin.email],
        ['No renewal decision yet: Alpha Laundry, renewing', secondAdmin.email],
        ['No renewal decision yet: Alpha Linen', a.admin.email],
        ['No renewal decision yet: Alpha Linen', secondAdmin.email],
      ].sort(),
    );
    expect(new Set(sent.map((mail) => mail.messageId)).size).toBe(4);
    const linen = sent.find((mail) => mail.subject.endsWith('Alpha Linen'))?.text ?? '';
    expect(linen).toContain('its non-renewal notice is due on March 20, 2025 (in 10 days)');
    expect(linen).toContain(`Owner: ${a.member.name}`);
    expect(linen).toContain(`/app/contracts/${undecided.id}`);
    const rows = await t.db
      .select()
      .from(reminderDeliveries)
      .where(eq(reminderDeliveries.milestone, 'escalation'));
    expect(rows.map((row) => [row.contractId, row.milestoneDate, row.leadDays, row.status]).sort()).toEqual(
      [
        [undecided.id, '2025-03-20', 14, 'sent'],
        [undecided.id, '2025-03-20', 14, 'sent'],
        [renewing.id, '2025-03-15', 14, 'sent'],
        [renewing.id, '2025-03-15', 14, 'sent'],
      ].sort(),
    );

    // Later the same day and the next: nothing more for those terms.
    clock.set('2025-03-10T20:00:00.000Z');
    await both();
    clock.set('2025-03-11T08:00:00.000Z');
    await both();
    expect(escalations()).toHaveLength(4);

    // Bravo's notice date is 3 days away on the 12th: its one admin is told.
    clock.set('2025-03-12T08:00:00.000Z');
    await both();
    expect(
      escalations()
        .slice(4)
        .map((mail) => [mail.subject, mail.to.join()]),
    ).toEqual([['No renewal decision yet: Bravo Kitchen', b.admin.email]]);

    // Alpha Pool reaches 14 days on the 16th, but a decision recorded before then means no mail.
    await decide(later.id, 1);
    clock.set('2025-03-16T08:00:00.000Z');
    await both();
    expect(escalations()).toHaveLength(5);
    const pool = await t.db
      .select()
      .from(reminderDeliveries)
      .where(
        and(eq(reminderDeliveries.contractId, later.id), eq(reminderDeliveries.milestone, 'escalation')),
      );
    expect(pool).toEqual([]);
    expect(bravo.id).toBeTruthy();
  });
});
