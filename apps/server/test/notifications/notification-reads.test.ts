// POST /api/notifications/:id/read and /read-all: read state kept per person, only for notifications
// the caller's workspace has today.
import { todayUtc } from '@keydate/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationReads, users } from '../../src/db/schema/index.ts';
import { fixedClock } from '../../src/lib/clock.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { buildContractWorld, type Headers } from '../support/contracts.ts';
import {
  editDates,
  listNotifications,
  markAllRead,
  markRead,
  uploadDated,
} from '../support/notifications.ts';

const NOW = '2025-06-01T08:00:00.000Z';
const today = todayUtc(new Date(NOW));

type Answer = { id: string; contractId: string; isRead: boolean };

describe('reading notifications', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof buildContractWorld>>;
  let contract: { _id: string; name: string };
  let notice: string;
  let ending: string;
  let memberUserId: string;
  const clock = fixedClock(NOW);

  const readState = async (headers: Headers) => {
    const res = await listNotifications(t, headers);
    expect(res.statusCode).toBe(200);
    return Object.fromEntries((res.json() as Answer[]).map((n) => [n.id, n.isRead]));
  };
  const rowsOf = (userId: string) =>
    t.db.select().from(notificationReads).where(eq(notificationReads.userId, userId));

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    w = await buildContractWorld(t);
    const [member] = await t.db
      .select()
      .from(users)
      .where(and(eq(users.workspaceId, w.workspace.id), eq(users.role, 'user')));
    if (!member) throw new Error('no member');
    memberUserId = member.id;
    contract = await uploadDated(t, w.admin, w.property(0).id, today, 'Linen Service', {
      noticeIn: 4,
      endIn: 9,
    });
    notice = `non_renewal:${contract._id}:2025-06-05`;
    ending = `expiration:${contract._id}:2025-06-10`;
  });
  afterAll(() => t.close());

  it('marks one read for the caller only; another person of the workspace still sees it unread', async () => {
    expect(await readState(w.admin)).toEqual({ [notice]: false, [ending]: false });

    const res = await markRead(t, w.admin, notice);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    expect(await readState(w.admin)).toEqual({ [notice]: true, [ending]: false });
    expect(await readState(w.member)).toEqual({ [notice]: false, [ending]: false });
  });

  it('is idempotent: marking again answers 204 and keeps one row with the first time', async () => {
    clock.set('2025-06-01T09:00:00.000Z');
    try {
      expect((await markRead(t, w.admin, notice)).statusCode).toBe(204);
    } finally {
      clock.set(NOW);
    }
    const rows = await rowsOf(w.adminUser.id);
    expect(rows.map((r) => [r.notificationId, r.readAt.toISOString()])).toEqual([
      [notice, '2025-06-01T08:00:00.000Z'],
    ]);
  });

  it('marks all current ones read for the caller, leaving the others unread', async () => {
    const other = await uploadDated(t, w.admin, w.property(1).id, today, 'Elevators', { endIn: 20 });
    const otherEnding = `expiration:${other._id}:2025-06-21`;

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: w.member,
    });
    expect(res.statusCode).toBe(204);
    expect(await readState(w.member)).toEqual({ [notice]: true, [ending]: true, [otherEnding]: true });
    expect(await readState(w.admin)).toEqual({ [notice]: true, [ending]: false, [otherEnding]: false });
    // Again, with nothing left unread, still 204 and no new rows.
    expect((await markAllRead(t, w.member)).statusCode).toBe(204);
    expect(await rowsOf(memberUserId)).toHaveLength(3);
  });

  it('treats a changed date as a new, unread notification; the old id can no longer be marked', async () => {
    const res = await editDates(t, w.admin, contract, w.property(0).id, today, { noticeIn: 6, endIn: 9 });
    expect(res.statusCode, res.body).toBe(200);
    const moved = `non_renewal:${contract._id}:2025-06-07`;

    const member = await readState(w.member);
    expect(member[moved]).toBe(false);
    expect(member[ending]).toBe(true);
    expect(member).not.toHaveProperty(notice);
    expect((await markRead(t, w.admin, notice)).statusCode).toBe(404);
    expect((await markRead(t, w.admin, moved)).statusCode).toBe(204);
    expect((await readState(w.admin))[moved]).toBe(true);
  });

  it('answers 404 to ids that are not a current notification of the workspace, writing nothing', async () => {
    const before = await rowsOf(w.adminUser.id);
    const far = await uploadDated(t, w.admin, w.property(2).id, today, 'Far Away', { endIn: 31 });
    for (const id of [
      `expiration:${far._id}:2025-07-02`,
      `expiration:${contract._id}:2025-06-11`,
      `expiration:${contract._id}:2099-01-01`,
      `expiration:00000000-0000-4000-8000-000000000000:2025-06-10`,
      'garbage',
      "x' or '1'='1",
    ]) {
      const res = await markRead(t, w.admin, id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found' });
    }
    expect(await rowsOf(w.adminUser.id)).toEqual(before);
  });
});
