// Another workspace's contracts never show in the bell, and their notification ids cannot be marked.
import { todayUtc } from '@keydate/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationReads } from '../../src/db/schema/index.ts';
import { fixedClock } from '../../src/lib/clock.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { buildContractWorld } from '../support/contracts.ts';
import { listNotifications, markAllRead, markRead, uploadDated } from '../support/notifications.ts';

const NOW = '2025-06-01T08:00:00.000Z';
const today = todayUtc(new Date(NOW));

describe("another workspace's notifications", () => {
  let t: TestApp;
  let alpha: Awaited<ReturnType<typeof buildContractWorld>>;
  let beta: Awaited<ReturnType<typeof buildContractWorld>>;
  let alphaIds: string[];
  let betaIds: string[];

  beforeAll(async () => {
    t = await buildTestApp({ clock: fixedClock(NOW) });
    alpha = await buildContractWorld(t);
    beta = await buildContractWorld(t, { properties: ['Beta Bay'], vendor: 'Beta Vendor' });
    const a = await uploadDated(t, alpha.admin, alpha.property(0).id, today, 'Alpha Linen', { endIn: 5 });
    const b = await uploadDated(t, beta.admin, beta.property(0).id, today, 'Beta Linen', {
      noticeIn: 2,
      endIn: 5,
    });
    alphaIds = [`expiration:${a._id}:2025-06-06`];
    betaIds = [`non_renewal:${b._id}:2025-06-03`, `expiration:${b._id}:2025-06-06`];
  });
  afterAll(() => t.close());

  it('never appear in the list', async () => {
    for (const headers of [alpha.admin, alpha.member]) {
      const res = await listNotifications(t, headers);
      expect(res.json().map((n: { id: string }) => n.id)).toEqual(alphaIds);
    }
    const res = await listNotifications(t, beta.member);
    expect(res.json().map((n: { id: string }) => n.id)).toEqual(betaIds);
  });

  it('answer 404 when marked read, and neither call writes a row for them', async () => {
    for (const id of betaIds) {
      const res = await markRead(t, alpha.admin, id);
      expect(res.statusCode, id).toBe(404);
    }
    expect((await markAllRead(t, alpha.admin)).statusCode).toBe(204);
    const rows = await t.db
      .select()
      .from(notificationReads)
      .where(eq(notificationReads.userId, alpha.adminUser.id));
    expect(rows.map((r) => r.notificationId)).toEqual(alphaIds);

    const betaView = (await listNotifications(t, beta.admin)).json();
    expect(betaView.map((n: { isRead: boolean }) => n.isRead)).toEqual([false, false]);
  });
});
