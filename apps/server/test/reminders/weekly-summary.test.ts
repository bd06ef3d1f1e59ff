// The weekly summary (docs/domain.md, The weekly summary) on real SMTP with two instances: on a Monday
// each person who owns or answers for a contract with a date in the next 90 days gets one mail, once
// whatever the number of sweeps and instances; nobody else does, nor on other days. On PostgreSQL the two
// sweeps run concurrently; on PGlite one after the other.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digestDeliveries, users } from '../../src/db/schema/index.ts';
import { fixedClock } from '../../src/lib/clock.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { testDbKind } from '../support/test-database.ts';
import {
  buildReminderWorkspace,
  insertContract,
  type ReminderWorkspace,
  secondInstance,
} from './reminder-world.ts';

const SUBJECT = /^Your contract dates for the next 90 days/;

describe(`the weekly summary, two instances on one ${testDbKind} database`, () => {
  let t: TestApp;
  let a: ReminderWorkspace;
  let b: ReminderWorkspace;
  let second: Awaited<ReturnType<typeof secondInstance>>;
  // A Monday.
  const clock = fixedClock('2025-03-10T08:00:00.000Z');

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    a = await buildReminderWorkspace(t.db, 'Alpha', { weeklySummary: true });
    b = await buildReminderWorkspace(t.db, 'Bravo', { weeklySummary: true });
    second = await secondInstance(t);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const both = () => second.both();
  const summaries = () => t.smtp.mails.filter((mail) => SUBJECT.test(mail.subject));

  it('sends each person one summary a week, of their own contracts, and nobody else any', async () => {
    // Alpha's contracts belong to its member, and its Harbour View's responsible people include the admin.
    await insertContract(t.db, a, { name: 'Alpha Linen', today: clock.now(), noticeIn: 20, endIn: 60 });
    await insertContract(t.db, a, { name: 'Alpha Boiler', today: clock.now(), noticeIn: 45, endIn: 200 });
    // Bravo's only contract has no date in the next 90 days.
    await insertContract(t.db, b, { name: 'Bravo Far', today: clock.now(), noticeIn: 150, endIn: 240 });
    // Responsible for Harbour View too, but with the summary switched off.
    await t.db.update(users).set({ weeklyDigestEnabled: false }).where(eq(users.id, a.switchedOff.id));

    await both();
    const sent = summaries();
    expect(sent.flatMap((mail) => mail.to).sort()).toEqual([a.admin.email, a.member.email].sort());
    expect(new Set(sent.map((mail) => mail.messageId)).size).toBe(2);
    const text = sent[0]?.text ?? '';
    expect(text).toContain('Your contracts have 4 dates in the next 90 days:');
    expect(text).toContain('March 30, 2025: Non-renewal notice due, Alpha Linen');
    expect(text).toContain('April 24, 2025: Non-renewal notice due, Alpha Boiler');
    expect(text).toContain('May 9, 2025: Contract ends, Alpha Linen');
    expect(text).not.toContain('Bravo');
    const rows = await t.db.select().from(digestDeliveries);
    expect(rows.map((row) => [row.weekOf, row.status, row.attempts, row.claimedBy])).toEqual([
      ['2025-03-10', 'sent', 1, null],
      ['2025-03-10', 'sent', 1, null],
    ]);

    // Later the same Monday, and on Tuesday: nothing more.
    clock.set('2025-03-10T20:00:00.000Z');
    await both();
    clock.set('2025-03-11T08:00:00.000Z');
    await both();
    expect(summaries()).toHaveLength(2);

    // The next Monday: the week's summaries.
    clock.set('2025-03-17T08:00:00.000Z');
    await both();
    expect(summaries()).toHaveLength(4);
    expect(summaries()[2]?.subject).toBe('Your contract dates for the next 90 days (week of March 17, 2025)');
  });
});
