// A reminder the mail server refuses is kept, tried again with a growing back-off, and delivered exactly
// once with the same Message-ID when the server takes mail again. A claim left by a crashed instance
// runs out and the reminder is sent by another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/lib/clock.ts';
import { claimReminders } from '../../src/services/reminders/claim-reminders.ts';
import { CLAIM_LEASE_MS } from '../../src/services/reminders/deliver-reminders.ts';
import { planReminders } from '../../src/services/reminders/plan-reminders.ts';
import { RETRY_MAX_MS } from '../../src/services/reminders/record-reminder-attempts.ts';
import { reminderMessageId } from '../../src/services/reminders/reminder-message-id.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import {
  buildReminderWorkspace,
  deliveriesOf,
  insertContract,
  type ReminderWorkspace,
  sweep,
} from './reminder-world.ts';

const MINUTE = 60_000;

describe('failed reminder mails', () => {
  let t: TestApp;
  let a: ReminderWorkspace;
  const start = new Date('2025-03-10T08:00:00.000Z');
  const clock = fixedClock(start);
  const later = (ms: number) => clock.set(new Date(clock.now().getTime() + ms));
  const today = new Date('2025-03-10T12:00:00.000Z');

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    a = await buildReminderWorkspace(t.db, 'Alpha');
  });
  afterAll(() => t.close());

  it('are retried with back-off and delivered once, with the same Message-ID, when the server is back', async () => {
    const contract = await insertContract(t.db, a, {
      name: 'Boiler Service',
      today,
      noticeIn: 30,
      endIn: 120,
    });
    const adminRow = async () => {
      const rows = await deliveriesOf(t.db, contract.id);
      const row = rows.find((r) => r.userId === a.admin.id && r.leadDays === 30);
      if (!row) throw new Error('no row');
      return row;
    };
    t.smtp.setRefusing(true);

    expect(await sweep(t)).toMatchObject({ planned: 2, sent: 0, failed: 2 });
    let row = await adminRow();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, claimedBy: null, claimedUntil: null });
    expect(row.lastError).toContain('Mailbox temporarily unavailable');
    expect(row.lastAttemptAt?.toISOString()).toBe(start.toISOString());
    expect(row.nextAttemptAt.toISOString()).toBe(new Date(start.getTime() + 5 * MINUTE).toISOString());
    const messageId = reminderMessageId(
      {
        contractId: contract.id,
        milestone: 'notice',
        milestoneDate: row.milestoneDate,
        leadDays: 30,
        userId: a.admin.id,
      },
      t.config.APP_URL,
    );
    expect(row.messageId).toBe(messageId);

    // Before its back-off runs out, a sweep leaves it alone.
    later(4 * MINUTE);
    expect(await sweep(t)).toMatchObject({ sent: 0, failed: 0 });
    expect((await adminRow()).attempts).toBe(1);

    // Each failure doubles the wait: 5, 10, 20 minutes...
    later(1 * MINUTE);
    expect(await sweep(t)).toMatchObject({ failed: 2 });
    row = await adminRow();
    expect(row.attempts).toBe(2);
    expect(row.nextAttemptAt.getTime() - clock.now().getTime()).toBe(10 * MINUTE);
    later(10 * MINUTE);
    expect(await sweep(t)).toMatchObject({ failed: 2 });
    row = await adminRow();
    expect(row.attempts).toBe(3);
    expect(row.nextAttemptAt.getTime() - clock.now().getTime()).toBe(20 * MINUTE);
    expect(t.smtp.mails).toEqual([]);

    // The server takes mail again.
    t.smtp.setRefusing(false);
    later(20 * MINUTE);
    expect(await sweep(t)).toMatchObject({ sent: 2, failed: 0 });
    const toAdmin = t.smtp.mails.filter((m) => m.to.includes(a.admin.email));
    expect(toAdmin).toHaveLength(1);
    expect(toAdmin[0]?.messageId).toBe(messageId);
    expect(toAdmin[0]?.subject).toBe('Non-renewal notice due in 30 days: Boiler Service');
    row = await adminRow();
    expect(row).toMatchObject({ status: 'sent', attempts: 4, messageId });
    // The last error stays for the record.
    expect(row.lastError).toContain('Mailbox temporarily unavailable');

    later(6 * 60 * MINUTE);
    expect(await sweep(t)).toMatchObject({ planned: 0, sent: 0, failed: 0 });
    expect(t.smtp.mails).toHaveLength(2);
  });

  it('wait at most six hours between attempts, however long the server is down', async () => {
    const contract = await insertContract(t.db, a, {
      name: 'Long Outage',
      today: clock.now(),
      noticeIn: 60,
      endIn: 120,
    });
    t.smtp.setRefusing(true);
    try {
      for (let i = 0; i < 9; i++) {
        await sweep(t);
        const [row] = (await deliveriesOf(t.db, contract.id)).filter((r) => r.userId === a.admin.id);
        if (!row) throw new Error('no row');
        expect(row.attempts).toBe(i + 1);
        const wait = row.nextAttemptAt.getTime() - clock.now().getTime();
        expect(wait).toBe(Math.min(5 * MINUTE * 2 ** i, RETRY_MAX_MS));
        clock.set(row.nextAttemptAt);
      }
    } finally {
      t.smtp.setRefusing(false);
    }
    await sweep(t);
    expect(t.smtp.mails.filter((m) => m.subject.endsWith(': Long Outage'))).toHaveLength(2);
  });

  it('left claimed by an instance that crashed are sent by another once the claim runs out', async () => {
    const now = clock.now();
    const contract = await insertContract(t.db, a, {
      name: 'Crashed Claim',
      today: now,
      noticeIn: 7,
      endIn: 90,
    });
    // The crashed instance planned and claimed, then died before sending.
    await planReminders({ db: t.db, now });
    const claimed = await claimReminders({
      db: t.db,
      instanceId: 'crashed',
      now,
      leaseUntil: new Date(now.getTime() + CLAIM_LEASE_MS),
      limit: 100,
    });
    expect(claimed.map((c) => c.contractId)).toEqual([contract.id, contract.id]);
    const mailsOf = () => t.smtp.mails.filter((m) => m.subject.endsWith(': Crashed Claim'));

    later(CLAIM_LEASE_MS - MINUTE);
    expect(await sweep(t, { instanceId: 'survivor' })).toMatchObject({ sent: 0 });
    expect(mailsOf()).toEqual([]);

    later(MINUTE);
    expect(await sweep(t, { instanceId: 'survivor' })).toMatchObject({ sent: 2 });
    expect(mailsOf()).toHaveLength(2);
    const rows = (await deliveriesOf(t.db, contract.id)).filter((r) => r.status === 'sent');
    expect(rows).toHaveLength(2);
  });

  it('stop for the sweep after three failures in a row, leaving the rest untried for the next sweep', async () => {
    const now = clock.now();
    const first = await insertContract(t.db, a, { name: 'Outage One', today: now, noticeIn: 1, endIn: 90 });
    const second = await insertContract(t.db, a, { name: 'Outage Two', today: now, noticeIn: 1, endIn: 90 });
    t.smtp.setRefusing(true);
    try {
      expect(await sweep(t)).toMatchObject({ planned: 4, sent: 0, failed: 3 });
    } finally {
      t.smtp.setRefusing(false);
    }
    const rows = [...(await deliveriesOf(t.db, first.id)), ...(await deliveriesOf(t.db, second.id))].filter(
      (r) => r.status === 'pending',
    );
    expect(rows.map((r) => r.attempts).sort()).toEqual([0, 1, 1, 1]);
    expect(rows.every((r) => r.claimedBy === null && r.claimedUntil === null)).toBe(true);
    const untried = rows.find((r) => r.attempts === 0);
    expect(untried?.lastError).toBeNull();
    expect(untried?.nextAttemptAt.toISOString()).toBe(now.toISOString());

    // The next sweep sends the untried one at once, the others after their back-off.
    expect(await sweep(t)).toMatchObject({ sent: 1, failed: 0 });
    later(5 * MINUTE);
    expect(await sweep(t)).toMatchObject({ sent: 3, failed: 0 });
    expect(
      t.smtp.mails.filter((m) => m.subject.startsWith('Non-renewal notice due tomorrow: Outage')),
    ).toHaveLength(4);
  });
});
