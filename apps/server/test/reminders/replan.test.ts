// Editing a contract's dates through the API re-plans its reminders: what was planned for the old date
// and not sent is dropped, and the new date gets reminders of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/lib/clock.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { individualMetadata, upload } from '../support/contracts.ts';
import { buildReminderWorkspace, deliveriesOf, type ReminderWorkspace, sweep } from './reminder-world.ts';

describe('editing a date re-plans reminders', () => {
  let t: TestApp;
  let a: ReminderWorkspace;
  const clock = fixedClock('2025-03-10T08:00:00.000Z');

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    a = await buildReminderWorkspace(t.db, 'Alpha');
  });
  afterAll(() => t.close());

  const editNotice = async (id: string, daysBeforeEnd: number) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/contracts/${id}`,
      headers: a.adminHeaders,
      payload: individualMetadata(a.harbour.id, {
        name: 'Window Cleaning',
        startDate: '2024-06-22',
        lifecycle: {
          nonRenewalNotice: {
            triggerType: 'BEFORE_END',
            triggerValue: { value: daysBeforeEnd, unit: 'DAYS' },
          },
        },
      } as never),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('drops the unsent reminder of the old date and sends the new date its own', async () => {
    // Ends 2025-06-22; notice 90 days before: 2025-03-24, 14 days from today.
    const created = await upload(t, a.memberHeaders, {
      metadata: individualMetadata(a.harbour.id, { name: 'Window Cleaning', startDate: '2024-06-22' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json()._id as string;
    expect(created.json().nonRenewalNoticeStart).toBe('2025-03-24T12:00:00.000Z');

    // The mail server refuses: the 14-day reminders wait, failing.
    t.smtp.setRefusing(true);
    expect(await sweep(t)).toMatchObject({ planned: 2, sent: 0, failed: 2 });
    t.smtp.setRefusing(false);

    // The notice date moves out to 2025-05-23 (74 days away): no reminder of it is due yet, and the
    // waiting ones belonged to the old date.
    expect((await editNotice(id, 30)).nonRenewalNoticeStart).toBe('2025-05-23T12:00:00.000Z');
    clock.set('2025-03-11T08:00:00.000Z');
    expect(await sweep(t)).toMatchObject({ planned: 0, sent: 0, failed: 0 });
    expect(t.smtp.mails).toEqual([]);
    const dropped = (await deliveriesOf(t.db, id)).filter((r) => r.leadDays === 14);
    expect(dropped.map((r) => [r.milestoneDate, r.status, r.attempts])).toEqual([
      ['2025-03-24', 'superseded', 1],
      ['2025-03-24', 'superseded', 1],
    ]);
    expect(dropped.every((r) => r.lastError?.includes('Mailbox temporarily unavailable'))).toBe(true);

    // Then to 2025-03-17, six days away: its 7-day reminder is the one due.
    expect((await editNotice(id, 97)).nonRenewalNoticeStart).toBe('2025-03-17T12:00:00.000Z');
    expect(await sweep(t)).toMatchObject({ planned: 2, sent: 2 });
    expect(t.smtp.mails.map((m) => m.subject)).toEqual([
      'Non-renewal notice due in 6 days: Window Cleaning',
      'Non-renewal notice due in 6 days: Window Cleaning',
    ]);
    expect(t.smtp.mails[0]?.text).toContain('is due on March 17, 2025 (in 6 days)');
    const rows = await deliveriesOf(t.db, id);
    const forNewDate = rows.filter((r) => r.milestoneDate === '2025-03-17');
    expect(forNewDate.filter((r) => r.status === 'sent').map((r) => r.leadDays)).toEqual([7, 7]);
    expect(forNewDate.filter((r) => r.status === 'pending')).toEqual([]);
    expect(rows.filter((r) => r.status === 'pending')).toEqual([]);
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(2);
  });
});
