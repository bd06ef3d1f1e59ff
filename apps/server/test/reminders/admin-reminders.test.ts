// GET /api/admin/reminders and GET/PUT /api/admin/reminders/settings: an admin sees their own
// workspace's reminders (sent, failing, upcoming) and sets its lead times; a user is refused, and no
// workspace sees another's.
import type { TReminderHealth } from '@keydate/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/lib/clock.ts';
import type { Mailer } from '../../src/mail/mailer.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { authHeader, buildUser, buildWorkspace } from '../support/factories.ts';
import {
  buildReminderWorkspace,
  deliveriesOf,
  insertContract,
  type ReminderWorkspace,
  sweep,
} from './reminder-world.ts';

const MINUTE = 60_000;

describe('reminder health and settings for admins', () => {
  let t: TestApp;
  let a: ReminderWorkspace;
  let b: ReminderWorkspace;
  const start = '2025-03-10T08:00:00.000Z';
  const clock = fixedClock(start);
  let linen: { id: string };
  let pool: { id: string };
  let bravo: { id: string };

  /** The app's mailer, except that these (recipient, contract) pairs bounce. */
  const bouncing = (pairs: Array<[string, string]>): Mailer => ({
    send: async (message) => {
      if (pairs.some(([to, name]) => message.to === to && message.subject.endsWith(`: ${name}`))) {
        throw new Error('550 Mailbox full');
      }
      await t.app.ctx.mailer.send(message);
    },
    close: () => {},
  });

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    a = await buildReminderWorkspace(t.db, 'Alpha');
    b = await buildReminderWorkspace(t.db, 'Bravo');
    const today = clock.now();
    linen = await insertContract(t.db, a, { name: 'Sent Linen', today, noticeIn: 14, endIn: 104 });
    pool = await insertContract(t.db, a, { name: 'Upcoming Pool', today, noticeIn: 40, endIn: 200 });
    await insertContract(t.db, a, {
      name: 'Terminated Spa',
      today,
      noticeIn: 20,
      endIn: 60,
      terminated: true,
    });
    bravo = await insertContract(t.db, b, { name: 'Bravo Sent', today, noticeIn: 14, endIn: 104 });
    const result = await sweep(t, {
      mailer: bouncing([
        [a.member.email, 'Sent Linen'],
        [b.member.email, 'Bravo Sent'],
      ]),
    });
    expect(result).toMatchObject({ planned: 6, sent: 4, failed: 2 });
  });
  afterAll(() => t.close());

  const health = async (headers: { authorization: string }) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/reminders', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TReminderHealth;
  };

  it("shows the last sweep, the mails sent, failures and what falls due next, of the admin's workspace", async () => {
    const seen = await health(a.adminHeaders);
    expect(seen.lastRun).toEqual({ startedAt: start, finishedAt: start, ok: true });
    expect(seen.sentLast30Days).toBe(3);
    expect(seen.failures).toEqual([
      {
        contract: { _id: linen.id, name: 'Sent Linen' },
        recipient: { _id: a.member.id, name: a.member.name, email: a.member.email },
        milestone: 'notice',
        date: '2025-03-24T12:00:00.000Z',
        leadDays: 14,
        attempts: 1,
        lastError: '550 Mailbox full',
        nextAttemptAt: new Date(Date.parse(start) + 5 * MINUTE).toISOString(),
      },
    ]);
    // Due after today and within 30 days (to April 9): Linen's 7- and 1-day reminders, the pool's
    // 30- and 14-day ones (its notice date is April 19); the terminated contract has none.
    const brief = seen.upcoming.map((u) => [
      u.contract.name,
      u.milestone,
      u.date.slice(0, 10),
      u.leadDays,
      u.dueOn.slice(0, 10),
      u.recipients,
    ]);
    expect(brief).toEqual([
      ['Sent Linen', 'notice', '2025-03-24', 7, '2025-03-17', 2],
      ['Upcoming Pool', 'notice', '2025-04-19', 30, '2025-03-20', 2],
      ['Sent Linen', 'notice', '2025-03-24', 1, '2025-03-23', 2],
      ['Upcoming Pool', 'notice', '2025-04-19', 14, '2025-04-05', 2],
    ]);
    expect(seen.upcomingTotal).toBe(4);
    expect(seen.upcoming[0]?.contract._id).toBe(linen.id);
    expect(seen.upcoming[1]?.contract._id).toBe(pool.id);
  });

  it("never shows another workspace's reminders", async () => {
    const seen = await health(b.adminHeaders);
    expect(seen.sentLast30Days).toBe(1);
    expect(seen.failures.map((f) => [f.contract._id, f.recipient.email])).toEqual([
      [bravo.id, b.member.email],
    ]);
    expect(seen.upcoming.map((u) => [u.contract.name, u.leadDays])).toEqual([
      ['Bravo Sent', 7],
      ['Bravo Sent', 1],
    ]);
    const json = JSON.stringify(seen);
    for (const name of ['Sent Linen', 'Upcoming Pool', a.member.email, a.admin.email])
      expect(json).not.toContain(name);
  });

  it('counts only the last 30 days of sent mail', async () => {
    clock.set(new Date(Date.parse(start) + 31 * 24 * 60 * MINUTE));
    try {
      expect((await health(a.adminHeaders)).sentLast30Days).toBe(0);
    } finally {
      clock.set(start);
    }
  });

  it('refuses a user (403) and a caller without a session (401)', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/reminders'],
      ['GET', '/api/admin/reminders/settings'],
      ['PUT', '/api/admin/reminders/settings'],
    ] as const) {
      const payload = method === 'PUT' ? { notice: [1], end: [] } : undefined;
      const asUser = await t.app.inject({ method, url, headers: a.memberHeaders, payload });
      expect(asUser.statusCode, `${method} ${url}`).toBe(403);
      expect(asUser.json()).toEqual({ message: 'You do not have permission to do this' });
      expect((await t.app.inject({ method, url, payload })).statusCode).toBe(401);
    }
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reminders/settings',
      headers: a.adminHeaders,
    });
    // The reminder world sends no escalation; a new workspace escalates 14 days ahead.
    expect(settings.json()).toEqual({ notice: [60, 30, 14, 7, 1], end: [30, 7], escalationDays: null });
    const fresh = await buildWorkspace(t.db);
    const freshAdmin = await buildUser(t.db, { workspaceId: fresh.id, role: 'admin' });
    const freshSettings = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reminders/settings',
      headers: await authHeader(t.db, freshAdmin.id),
    });
    expect(freshSettings.json()).toEqual({ notice: [60, 30, 14, 7, 1], end: [30, 7], escalationDays: 14 });
  });

  it("sets the workspace's lead times, normalised, for the next sweep", async () => {
    const put = (payload: unknown, headers = a.adminHeaders) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/reminders/settings',
        headers,
        payload: payload as object,
      });

    const bad = await put({ notice: [400], end: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ 'notice.0': 'Lead times are whole days from 0 to 365' });
    expect((await put({ notice: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], end: [] })).statusCode).toBe(400);
    expect((await put({ notice: [7] })).statusCode).toBe(400);

    const badEscalation = await put({ notice: [7], end: [], escalationDays: 14.5 });
    expect(badEscalation.statusCode).toBe(400);
    expect(badEscalation.json().errors).toEqual({
      escalationDays: 'Escalation days are whole days from 0 to 365',
    });
    expect((await put({ notice: [7], end: [], escalationDays: 366 })).statusCode).toBe(400);

    // The escalation days are kept when left out; null sends none.
    expect((await put({ notice: [7], end: [], escalationDays: null })).json().escalationDays).toBeNull();
    const escalation = await put({ notice: [7, 30, 7, 0], end: [], escalationDays: 21 });
    expect(escalation.json()).toEqual({ notice: [30, 7, 0], end: [], escalationDays: 21 });
    const saved = await put({ notice: [7, 30, 7, 0], end: [] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ notice: [30, 7, 0], end: [], escalationDays: 21 });
    const read = (headers: { authorization: string }) =>
      t.app.inject({ method: 'GET', url: '/api/admin/reminders/settings', headers }).then((r) => r.json());
    expect(await read(a.adminHeaders)).toEqual({ notice: [30, 7, 0], end: [], escalationDays: 21 });
    expect(await read(b.adminHeaders)).toEqual({
      notice: [60, 30, 14, 7, 1],
      end: [30, 7],
      escalationDays: null,
    });
    // The sweep below is about lead times: no escalation.
    await put({ notice: [30, 7, 0], end: [], escalationDays: null });

    // Three days on, the member's failing 14-day reminder is no longer a lead time and is dropped; the
    // 30-day one is the latest due, and goes to the member, who has had none for this date yet, but not
    // to the admin, whose later 14-day reminder already went out.
    t.smtp.mails.length = 0;
    clock.set('2025-03-13T08:00:00.000Z');
    try {
      await sweep(t);
      const linenMails = t.smtp.mails.filter((m) => m.subject.endsWith(': Sent Linen'));
      expect(linenMails.map((m) => [m.to, m.subject])).toEqual([
        [[a.member.email], 'Non-renewal notice due in 11 days: Sent Linen'],
      ]);
      const rows = await deliveriesOf(t.db, linen.id);
      expect(rows.filter((r) => r.status === 'pending')).toEqual([]);
      expect((await health(a.adminHeaders)).failures).toEqual([]);
      const upcoming = (await health(a.adminHeaders)).upcoming.filter((u) => u.contract._id === linen.id);
      expect(upcoming.map((u) => [u.leadDays, u.dueOn.slice(0, 10)])).toEqual([
        [7, '2025-03-17'],
        [0, '2025-03-24'],
      ]);
    } finally {
      clock.set(start);
    }
  });

  it('are documented in the OpenAPI document', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json().paths;
    expect(Object.keys(paths['/api/admin/reminders']?.get?.responses ?? {}).sort()).toEqual([
      '200',
      '401',
      '403',
      '503',
    ]);
    expect(Object.keys(paths['/api/admin/reminders/settings']?.put?.responses ?? {}).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '503',
    ]);
  });
});
