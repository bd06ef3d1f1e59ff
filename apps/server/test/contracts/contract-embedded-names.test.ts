// Contract answers embed their property, MSA members and vendor. Every answer must show each name and
// status as it is, after changes made through the API or straight in the tables.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, vendors } from '../../src/db/schema/index.ts';
import { fixedClock } from '../../src/lib/clock.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { feedPath, getFeed, readEvents } from '../support/calendar.ts';
import { buildContractWorld, individualMetadata, upload } from '../support/contracts.ts';

const NOW = '2025-06-01T09:00:00.000Z';
type Ref = { _id: string; name: string; status: string };
type Answer = { _id: string; name: string; propertyId: Ref | null; propertyIds: Ref[]; vendorId: Ref | null };

describe('the directory embedded in contract answers', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof buildContractWorld>>;
  let other: Awaited<ReturnType<typeof buildContractWorld>>;
  let single: string;
  let msa: string;

  beforeAll(async () => {
    t = await buildTestApp({ clock: fixedClock(NOW) });
    w = await buildContractWorld(t, { properties: ['Harbour View', 'Beach House', 'City Center'] });
    other = await buildContractWorld(t, { properties: ['Elsewhere Inn'], vendor: 'Elsewhere Supply' });
    const created = async (metadata: object) => {
      const res = await upload(t, w.admin, { metadata });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { _id: string })._id;
    };
    single = await created(
      individualMetadata(w.property(0).id, {
        name: 'Alpha Linen',
        vendorId: w.vendor.id,
        endDate: '2025-12-31',
      }),
    );
    msa = await created({
      ...individualMetadata(w.property(0).id, { name: 'Beta Group HVAC', endDate: '2025-12-31' }),
      agreementType: 'MSA',
      propertyId: null,
      propertyIds: [w.property(2).id, w.property(1).id],
      vendorId: w.vendor.id,
    });
    // Another workspace's contract, which no answer here may show.
    const res = await upload(t, other.admin, {
      metadata: individualMetadata(other.property(0).id, { name: 'Gamma', vendorId: other.vendor.id }),
    });
    expect(res.statusCode, res.body).toBe(201);
  });
  afterAll(() => t?.close());

  const get = async (url: string, headers = w.member) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  /** Every read that answers contracts, each giving the two contracts of the workspace. */
  async function everyAnswer(): Promise<Array<{ read: string; single: Answer; msa: Answer }>> {
    const pick = (list: Answer[], read: string) => {
      const found = { single: list.find((c) => c._id === single), msa: list.find((c) => c._id === msa) };
      expect(found.single, read).toBeDefined();
      expect(found.msa, read).toBeDefined();
      return { read, single: found.single as Answer, msa: found.msa as Answer };
    };
    const reads = [
      pick([await get(`/api/contracts/${single}`), await get(`/api/contracts/${msa}`)], 'one contract'),
      pick(await get('/api/contracts'), 'full list'),
    ];
    for (const query of [
      'page=1', // the dashboard's first page
      'page=1&pageSize=25', // a page bound by LIMIT and OFFSET
      'page=1&sort=vendor', // ordered by a joined name
      'page=1&q=a', // a search in name order
      'page=1&q=a&sort=startDate', // a search in another order
    ]) {
      reads.push(pick((await get(`/api/contracts?${query}`)).items, query));
    }
    return reads;
  }

  async function expectEverywhere(names: { property0: Ref; members: Ref[]; vendor: Ref }): Promise<void> {
    for (const { read, single: one, msa: master } of await everyAnswer()) {
      expect(one.propertyId, read).toEqual(names.property0);
      expect(one.vendorId, read).toEqual(names.vendor);
      expect(master.propertyId, read).toBeNull();
      expect(master.propertyIds, read).toEqual(names.members);
      expect(master.vendorId, read).toEqual(names.vendor);
    }
  }

  const ref = (id: string, name: string, status = 'active'): Ref => ({ _id: id, name, status });

  it('shows names and statuses changed through the API at once, in every read', async () => {
    const [p0, p1, p2] = [w.property(0), w.property(1), w.property(2)];
    await expectEverywhere({
      property0: ref(p0.id, 'Harbour View'),
      members: [ref(p2.id, 'City Center'), ref(p1.id, 'Beach House')],
      vendor: ref(w.vendor.id, 'Acme Linen'),
    });

    const put = async (url: string, payload: object) => {
      const res = await t.app.inject({ method: 'PUT', url, headers: w.admin, payload });
      expect(res.statusCode, res.body).toBe(200);
    };
    await put(`/api/properties/${p0.id}`, { name: 'Harbour View Hotel' });
    await put(`/api/properties/${p2.id}`, { name: 'City Center', status: 'inactive' });
    await put(`/api/vendors/${w.vendor.id}`, {
      name: 'Acme Linen Ltd',
      contactPerson: w.vendor.contactPerson,
      email: w.vendor.email,
      phone: w.vendor.phone,
      status: 'inactive',
    });
    await expectEverywhere({
      property0: ref(p0.id, 'Harbour View Hotel'),
      members: [ref(p2.id, 'City Center', 'inactive'), ref(p1.id, 'Beach House')],
      vendor: ref(w.vendor.id, 'Acme Linen Ltd', 'inactive'),
    });

    // The calendar feed names them as the answers do.
    const { events } = readEvents((await getFeed(t, await feedPath(t, w.member))).body);
    const ofMsa = events.find((event) => event.uid === `end-${msa}@keydate`);
    expect(ofMsa?.description).toContain('Properties: City Center, Beach House');
    expect(ofMsa?.description).toContain('Vendor: Acme Linen Ltd');
  });

  it('shows changes made straight in the tables', async () => {
    await t.db
      .update(properties)
      .set({ name: 'Beach House Annex' })
      .where(eq(properties.id, w.property(1).id));
    await t.db.update(vendors).set({ status: 'active' }).where(eq(vendors.id, w.vendor.id));
    const answer = (await get(`/api/contracts/${msa}`)) as Answer;
    expect(answer.propertyIds.map((p) => p.name)).toEqual(['City Center', 'Beach House Annex']);
    expect(answer.vendorId?.status).toBe('active');
    for (const { read, msa: master } of await everyAnswer()) {
      expect(master.propertyIds[1]?.name, read).toBe('Beach House Annex');
    }
  });
});
