// A contract that renews automatically over the API (docs/domain.md, Renewal terms): its answer, the
// list's Status filter, the bell and the reminders all follow the term running today, years after its
// first term ended; a contract that does not renew expires as before.
import { MSG } from '@keydate/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminderDeliveries } from '../../src/db/schema/index.ts';
import { fixedClock } from '../../src/lib/clock.ts';
import { planReminders } from '../../src/services/reminders/plan-reminders.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { buildContractWorld, individualMetadata, upload } from '../support/contracts.ts';

const noon = (day: string) => `${day}T12:00:00.000Z`;
const YEARLY = { type: 'automatic', term: { value: 1, unit: 'YEARS' } } as const;

describe('contracts that renew automatically', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof buildContractWorld>>;
  const clock = fixedClock('2026-06-01T09:00:00.000Z');

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    w = await buildContractWorld(t);
  });
  afterAll(() => t.close());

  const create = async (name: string, startDate: string, renewal?: object) => {
    const lifecycle = { duration: { value: 1, unit: 'YEARS' }, ...(renewal ? { renewal } : {}) };
    const res = await upload(t, w.admin, {
      metadata: individualMetadata(w.property(0).id, { name, startDate, lifecycle } as never),
    });
    expect(res.statusCode).toBe(201);
    return res.json();
  };
  const get = async (path: string) => {
    const res = await t.app.inject({ method: 'GET', url: path, headers: w.admin });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('follows the current term in the answer, the Status filter, the bell and the reminders', async () => {
    // From 2024-01-05 for a year, notice 90 days before each end, evaluation 180 days before that:
    // today, 2026-06-01, is in the third term.
    const renewing = await create('Laundry Renewing', '2024-01-05', YEARLY);
    const once = await create('Laundry Once', '2024-01-05');
    expect(renewing).toMatchObject({
      status: 'pending_renewal',
      startDate: noon('2024-01-05'),
      term: { number: 3, startDate: noon('2026-01-05') },
      endDate: noon('2027-01-05'),
      nonRenewalNoticeStart: noon('2026-10-07'),
      renewalWindowEnd: noon('2026-10-07'),
      renewalWindowStart: noon('2026-04-10'),
      lifecycle: { renewal: YEARLY },
    });
    expect(await get(`/api/contracts/${renewing._id}`)).toEqual(renewing);
    expect(once).toMatchObject({
      status: 'expired',
      term: { number: 1, startDate: noon('2024-01-05') },
      endDate: noon('2025-01-05'),
      lifecycle: { renewal: { type: 'none' } },
    });

    // From 2023-09-15: the third term ends 2026-09-15, its notice date (2026-06-17) is 16 days away.
    const soon = await create('Linen Renewing', '2023-09-15', YEARLY);
    expect(soon).toMatchObject({ term: { number: 3 }, nonRenewalNoticeStart: noon('2026-06-17') });
    const names = async (status: string) =>
      (await get(`/api/contracts?page=1&status=${status}&sort=name&order=asc`)).items.map(
        (c: { name: string }) => c.name,
      );
    expect(await names('pending_renewal')).toEqual(['Laundry Renewing', 'Linen Renewing']);
    expect(await names('expired')).toEqual(['Laundry Once']);

    expect(await get('/api/notifications')).toEqual([
      expect.objectContaining({ type: 'non_renewal', contractId: soon._id, date: noon('2026-06-17') }),
    ]);
    await planReminders({ db: t.db, now: clock.now() });
    const planned = await t.db
      .select({ milestoneDate: reminderDeliveries.milestoneDate, leadDays: reminderDeliveries.leadDays })
      .from(reminderDeliveries)
      .where(and(eq(reminderDeliveries.contractId, soon._id), eq(reminderDeliveries.status, 'pending')));
    expect(planned.length).toBeGreaterThan(0);
    expect(new Set(planned.map((r) => `${r.milestoneDate} ${r.leadDays}`))).toEqual(
      new Set(['2026-06-17 30']),
    );
  });

  it('refuses an automatic renewal without its term, in words', async () => {
    const res = await upload(t, w.admin, {
      metadata: individualMetadata(w.property(0).id, {
        lifecycle: { renewal: { type: 'automatic', term: { value: 0, unit: 'YEARS' } } },
      } as never),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ 'lifecycle.renewal.term.value': MSG.renewalTermMin });
  });
});
