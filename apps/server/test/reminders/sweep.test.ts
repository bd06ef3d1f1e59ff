// The reminder sweep end to end: the right mails on the right days to the right people, over a real
// SMTP connection, with a fixed clock.
import { addCalendar, asCalendarDate } from '@keydate/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contracts, users } from '../../src/db/schema/index.ts';
import { fixedClock } from '../../src/lib/clock.ts';
import { reminderMessageId } from '../../src/services/reminders/reminder-message-id.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import {
  buildReminderWorkspace,
  deliveriesOf,
  insertContract,
  type ReminderWorkspace,
  sweep,
} from './reminder-world.ts';

const start = '2025-03-10T06:00:00.000Z';
const day = (n: number) => addCalendar(asCalendarDate(start.slice(0, 10)), n, 'DAYS');
const at = (n: number) => `${day(n)}T06:00:00.000Z`;

describe('the reminder sweep', () => {
  let t: TestApp;
  let a: ReminderWorkspace;
  let b: ReminderWorkspace;
  const clock = fixedClock(start);
  const today = new Date(start);

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    a = await buildReminderWorkspace(t.db, 'Alpha');
    b = await buildReminderWorkspace(t.db, 'Bravo');
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.smtp.mails.length = 0;
    clock.set(start);
  });

  const mailsFor = (contractName: string) =>
    t.smtp.mails.filter((m) => m.subject.endsWith(`: ${contractName}`));

  it('sends the 14-day reminder of a notice date 14 days away, once per subscribed verified person', async () => {
    const linen = await insertContract(t.db, a, { name: 'Linen Service', today, noticeIn: 14, endIn: 104 });
    const msa = await insertContract(t.db, a, {
      name: 'Group Laundry MSA',
      today,
      noticeIn: 14,
      endIn: 104,
      msa: true,
    });
    const bravo = await insertContract(t.db, b, { name: 'Bravo Elevators', today, noticeIn: 14, endIn: 104 });
    const far = await insertContract(t.db, a, { name: 'Far Away', today, noticeIn: 70, endIn: 200 });
    const ended = await insertContract(t.db, a, {
      name: 'Terminated One',
      today,
      noticeIn: 14,
      endIn: 30,
      terminated: true,
    });
    const own = await insertContract(t.db, a, {
      name: 'Own Lead Times',
      today,
      noticeIn: 14,
      endIn: 104,
      reminderLeadDays: { notice: [3], end: [] },
    });

    const result = await sweep(t);
    expect(result).toMatchObject({ planned: 6, sent: 6, failed: 0 });

    const linenMails = mailsFor('Linen Service');
    expect(linenMails.flatMap((m) => m.to).sort()).toEqual(a.recipients);
    expect(
      mailsFor('Group Laundry MSA')
        .flatMap((m) => m.to)
        .sort(),
    ).toEqual(a.recipients);
    expect(
      mailsFor('Bravo Elevators')
        .flatMap((m) => m.to)
        .sort(),
    ).toEqual(b.recipients);
    expect(t.smtp.mails).toHaveLength(6);
    for (const quiet of [far, ended, own]) expect(await deliveriesOf(t.db, quiet.id)).toEqual([]);
    const sentTo = async (id: string) =>
      (await deliveriesOf(t.db, id))
        .filter((r) => r.status === 'sent')
        .map((r) => r.userId)
        .sort();
    expect(await sentTo(msa.id)).toEqual([a.admin.id, a.member.id].sort());
    expect(await sentTo(bravo.id)).toEqual([b.admin.id, b.member.id].sort());

    const mail = linenMails.find((m) => m.to[0] === a.admin.email);
    expect(mail?.subject).toBe('Non-renewal notice due in 14 days: Linen Service');
    const text = mail?.text ?? '';
    expect(text).toContain(`Hi ${a.admin.name},`);
    expect(text).toContain(
      'The non-renewal notice for "Linen Service" is due on March 24, 2025 (in 14 days).',
    );
    expect(text).toContain('Property: Alpha Harbour View');
    expect(text).toContain('Vendor: Alpha Acme Linen');
    expect(text).toContain('Non-renewal notice date: March 24, 2025');
    expect(text).toContain('Days left: 14');
    expect(text.split('\n')).toContain(`http://keydate.test/app/contracts/${linen.id}`);
    expect(mail?.html).toContain(`href="http://keydate.test/app/contracts/${linen.id}"`);
    expect(mail?.messageId).toBe(
      reminderMessageId(
        {
          contractId: linen.id,
          milestone: 'notice',
          milestoneDate: '2025-03-24',
          leadDays: 14,
          userId: a.admin.id,
        },
        'http://keydate.test',
      ),
    );
    expect(mail?.messageId).toMatch(/^<reminder-[0-9a-f]{64}@keydate\.test>$/);
    expect(mailsFor('Group Laundry MSA')[0]?.text).toContain(
      'Properties: Alpha Beach House, Alpha Harbour View',
    );

    // The rows: one per recipient, sent, with the Message-ID the mail carried.
    const rows = await deliveriesOf(t.db, linen.id);
    const sentRows = rows.filter((r) => r.status === 'sent');
    expect(sentRows.map((r) => [r.milestone, r.milestoneDate, r.leadDays])).toEqual([
      ['notice', '2025-03-24', 14],
      ['notice', '2025-03-24', 14],
    ]);
    expect(sentRows.map((r) => r.userId).sort()).toEqual([a.admin.id, a.member.id].sort());
    expect(sentRows.every((r) => r.attempts === 1 && r.sentAt?.toISOString() === start)).toBe(true);
    // The 60- and 30-day reminders fell due before the contract existed: recorded as missed, not sent.
    expect(
      rows
        .filter((r) => r.status === 'superseded')
        .map((r) => r.leadDays)
        .sort(),
    ).toEqual([30, 30, 60, 60]);

    // The same day again, and the next day: nothing new.
    expect(await sweep(t)).toMatchObject({ planned: 0, sent: 0 });
    clock.set(at(1));
    expect(await sweep(t)).toMatchObject({ planned: 0, sent: 0 });
    expect(t.smtp.mails).toHaveLength(6);

    // A week later the 7-day reminders go out; the end date's 30-day reminder is not due yet.
    clock.set(at(7));
    await sweep(t);
    expect(mailsFor('Linen Service').map((m) => m.subject)).toContain(
      'Non-renewal notice due in 7 days: Linen Service',
    );
    // The contract with its own lead time (3 days) waits for its day.
    clock.set(at(11));
    await sweep(t);
    expect(mailsFor('Own Lead Times').map((m) => m.subject)).toEqual([
      'Non-renewal notice due in 3 days: Own Lead Times',
      'Non-renewal notice due in 3 days: Own Lead Times',
    ]);
    expect(mailsFor('Terminated One')).toEqual([]);
  });

  it('after a week of downtime sends only the latest due reminder of each milestone', async () => {
    const contract = await insertContract(t.db, a, {
      name: 'Downtime Pest Control',
      today,
      noticeIn: 16,
      endIn: 35,
    });
    await sweep(t);
    expect(mailsFor('Downtime Pest Control').map((m) => m.subject)).toEqual([
      'Non-renewal notice due in 16 days: Downtime Pest Control',
      'Non-renewal notice due in 16 days: Downtime Pest Control',
    ]);
    t.smtp.mails.length = 0;

    // Nine days without a sweep: the 14-day (day 2) and 7-day (day 9) notice reminders and the end
    // date's 30-day reminder (day 5) all fell due.
    clock.set(at(9));
    await sweep(t);
    const subjects = mailsFor('Downtime Pest Control')
      .map((m) => m.subject)
      .sort();
    expect(subjects).toEqual([
      'Contract ends in 26 days: Downtime Pest Control',
      'Contract ends in 26 days: Downtime Pest Control',
      'Non-renewal notice due in 7 days: Downtime Pest Control',
      'Non-renewal notice due in 7 days: Downtime Pest Control',
    ]);
    const rows = await deliveriesOf(t.db, contract.id);
    const byLead = (milestone: string, lead: number) =>
      rows.filter((r) => r.milestone === milestone && r.leadDays === lead).map((r) => r.status);
    expect(byLead('notice', 30)).toEqual(['sent', 'sent']);
    expect(byLead('notice', 14)).toEqual(['superseded', 'superseded']);
    expect(byLead('notice', 7)).toEqual(['sent', 'sent']);
    expect(byLead('end', 30)).toEqual(['sent', 'sent']);
    expect(byLead('notice', 1)).toEqual([]);
  });

  it('stops for a contract terminated, a person who switched reminders off, and a deleted contract', async () => {
    const kept = await insertContract(t.db, b, { name: 'Kept Catering', today, noticeIn: 7, endIn: 60 });
    const toAdmin = () =>
      mailsFor('Kept Catering')
        .filter((m) => m.to.includes(b.admin.email))
        .map((m) => m.subject);
    const toMember = () => mailsFor('Kept Catering').filter((m) => m.to.includes(b.member.email));
    await sweep(t);
    expect(toAdmin()).toEqual(['Non-renewal notice due in 7 days: Kept Catering']);

    // Switched off on day 6: the 1-day reminder goes to the member only.
    await t.db.update(users).set({ remindersEnabled: false }).where(eq(users.id, b.admin.id));
    clock.set(at(6));
    await sweep(t);
    expect(toAdmin()).toHaveLength(1);
    expect(toMember()).toHaveLength(2);

    // Switched on again while the contract is terminated: still nothing.
    await t.db.update(users).set({ remindersEnabled: true }).where(eq(users.id, b.admin.id));
    await t.db.update(contracts).set({ storedStatus: 'terminated' }).where(eq(contracts.id, kept.id));
    await sweep(t);
    expect(toAdmin()).toHaveLength(1);

    // Reinstated: the reminder due now goes out after all, and the member gets no second copy.
    await t.db.update(contracts).set({ storedStatus: null }).where(eq(contracts.id, kept.id));
    await sweep(t);
    expect(toAdmin()).toEqual([
      'Non-renewal notice due in 7 days: Kept Catering',
      'Non-renewal notice due tomorrow: Kept Catering',
    ]);
    expect(toMember()).toHaveLength(2);

    await t.db.delete(contracts).where(eq(contracts.id, kept.id));
    expect(await deliveriesOf(t.db, kept.id)).toEqual([]);
  });

  it('sends no more notice reminders of a term once its notice is recorded as sent', async () => {
    const sent = await insertContract(t.db, b, { name: 'Sent Laundry', today, noticeIn: 7, endIn: 60 });
    const notices = () => mailsFor('Sent Laundry').map((m) => m.subject);
    await sweep(t);
    expect(notices()).toEqual([
      'Non-renewal notice due in 7 days: Sent Laundry',
      'Non-renewal notice due in 7 days: Sent Laundry',
    ]);

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/contracts/${sent.id}/notice`,
      headers: b.adminHeaders,
      payload: { sentOn: day(0), channel: 'courier' },
    });
    expect(res.statusCode, res.body).toBe(200);
    // The 1-day reminder would be due on day 6: none goes out.
    clock.set(at(6));
    await sweep(t);
    clock.set(at(7));
    await sweep(t);
    expect(notices()).toHaveLength(2);
  });
});
