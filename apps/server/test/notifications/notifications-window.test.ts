// GET /api/notifications: which contracts yield which notifications, for a fixed today.
import { deriveNotifications, todayUtc, ZContract, ZNotification } from '@keydate/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/lib/clock.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { buildContractWorld } from '../support/contracts.ts';
import { editDates, listNotifications, uploadDated } from '../support/notifications.ts';

// Late in the UTC day, so a rule counting hours instead of calendar days would be caught.
const NOW = '2025-06-01T23:30:00.000Z';
const today = todayUtc(new Date(NOW));

describe('the notifications of a workspace', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof buildContractWorld>>;
  const clock = fixedClock(NOW);
  const uploadIn = (name: string, dates: Parameters<typeof uploadDated>[5]) =>
    uploadDated(t, w.admin, w.property(0).id, today, name, dates);
  const ids = async () => {
    const res = await listNotifications(t, w.member);
    expect(res.statusCode).toBe(200);
    return (res.json() as Array<{ id: string }>).map((n) => n.id);
  };

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    w = await buildContractWorld(t);
  });
  afterAll(() => t.close());

  it('is empty without contracts', async () => {
    const res = await listNotifications(t, w.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('holds notice and end dates from today to day 30, not yesterday or day 31, worded by the domain', async () => {
    const endsToday = await uploadIn('Ends Today', { endIn: 0 });
    const endsDay30 = await uploadIn('Ends Day 30', { endIn: 30 });
    await uploadIn('Ends Day 31', { endIn: 31 });
    await uploadIn('Ended Yesterday', { endIn: -1 });
    const noticeToday = await uploadIn('Notice Today', { noticeIn: 0 });
    const noticeDay30 = await uploadIn('Notice Day 30', { noticeIn: 30 });
    await uploadIn('Notice Day 31', { noticeIn: 31 });
    await uploadIn('Notice Yesterday', { noticeIn: -1 });
    const both = await uploadIn('Both Soon', { noticeIn: 3, endIn: 12 });

    const res = await listNotifications(t, w.member);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: `non_renewal:${noticeToday._id}:2025-06-01`,
        type: 'non_renewal',
        title: 'Non-renewal notice due',
        message: 'Notice for "Notice Today" is due on Jun 1, 2025 (today)',
        date: '2025-06-01T12:00:00.000Z',
        contractId: noticeToday._id,
        isRead: false,
      },
      {
        id: `expiration:${endsToday._id}:2025-06-01`,
        type: 'expiration',
        title: 'Contract ending',
        message: '"Ends Today" ends on Jun 1, 2025 (today)',
        date: '2025-06-01T12:00:00.000Z',
        contractId: endsToday._id,
        isRead: false,
      },
      expect.objectContaining({ id: `non_renewal:${both._id}:2025-06-04`, isRead: false }),
      expect.objectContaining({
        id: `expiration:${both._id}:2025-06-13`,
        message: '"Both Soon" ends on Jun 13, 2025 (in 12 days)',
      }),
      expect.objectContaining({ id: `non_renewal:${noticeDay30._id}:2025-07-01` }),
      expect.objectContaining({
        id: `expiration:${endsDay30._id}:2025-07-01`,
        message: '"Ends Day 30" ends on Jul 1, 2025 (in 30 days)',
      }),
    ]);
  });

  it('agrees with the domain rule applied to the full contract list, terminated contracts left out', async () => {
    const terminated = await uploadIn('Terminated Soon', { noticeIn: 5, endIn: 6 });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/contracts/${terminated._id}`,
      headers: w.admin,
      payload: { status: 'terminated' },
    });
    expect(put.statusCode).toBe(200);

    const contracts = ZContract.array().parse(
      (await t.app.inject({ method: 'GET', url: '/api/contracts', headers: w.member })).json(),
    );
    const expected = deriveNotifications(contracts, today).map((n) =>
      ZNotification.encode({ ...n, isRead: false }),
    );
    expect(expected.length).toBeGreaterThan(0);
    const answered = (await listNotifications(t, w.member)).json();
    expect(answered).toEqual(expected);
    expect(answered.some((n: { contractId: string }) => n.contractId === terminated._id)).toBe(false);

    // Reinstated, its notifications are back.
    await t.app.inject({
      method: 'PUT',
      url: `/api/contracts/${terminated._id}`,
      headers: w.admin,
      payload: { status: null },
    });
    expect(await ids()).toEqual(
      expect.arrayContaining([
        `non_renewal:${terminated._id}:2025-06-06`,
        `expiration:${terminated._id}:2025-06-07`,
      ]),
    );
  });

  it('moves with the clock at midnight UTC', async () => {
    const before = await ids();
    clock.set('2025-06-02T00:00:00.000Z');
    try {
      const after = await ids();
      // Today's dates became yesterday's; day 31 became day 30.
      expect(after.some((id) => id.endsWith(':2025-06-01'))).toBe(false);
      expect(after.filter((id) => id.endsWith(':2025-07-02'))).toHaveLength(2);
      expect(before.filter((id) => id.endsWith(':2025-07-02'))).toHaveLength(0);
    } finally {
      clock.set(NOW);
    }
  });

  it('gives an edited date a new notification, and drops the one of the old date', async () => {
    const contract = await uploadIn('Edited Dates', { noticeIn: 10 });
    const oldId = `non_renewal:${contract._id}:2025-06-11`;
    expect(await ids()).toContain(oldId);

    const res = await editDates(t, w.admin, contract, w.property(0).id, today, { noticeIn: 20 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().nonRenewalNoticeStart).toBe('2025-06-21T12:00:00.000Z');

    const after = await ids();
    expect(after).toContain(`non_renewal:${contract._id}:2025-06-21`);
    expect(after).not.toContain(oldId);
  });

  it('answers 401 without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['POST', '/api/notifications/read-all'],
      ['POST', '/api/notifications/anything/read'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(401);
      const bad = await t.app.inject({ method, url, headers: { authorization: 'Bearer not-a-session' } });
      expect(bad.statusCode, url).toBe(401);
    }
  });

  it('is listed in the OpenAPI document with its answers', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json().paths;
    expect(Object.keys(paths['/api/notifications'].get.responses).sort()).toEqual(['200', '401', '503']);
    expect(Object.keys(paths['/api/notifications/{id}/read'].post.responses).sort()).toEqual([
      '204',
      '401',
      '404',
      '503',
    ]);
    expect(Object.keys(paths['/api/notifications/read-all'].post.responses).sort()).toEqual([
      '204',
      '401',
      '503',
    ]);
    expect(paths['/api/notifications'].get.security).toEqual([{ bearer: [] }]);
  });
});
