// Contract answers embed their property, MSA members and vendor from a copy of the workspace's
// directory kept in memory (services/contracts/workspace-directory.ts). Every answer must still show
// each name and status as it is, after changes made through the API or straight in the tables, and
// nothing read inside a transaction that rolls back may be shown outside it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, properties, vendors, workspaces } from '../../src/db/schema/index.ts';
import { fixedClock } from '../../src/lib/clock.ts';
import { getContract } from '../../src/services/contracts/get-contract.ts';
import { directoriesFor } from '../../src/services/contracts/workspace-directory.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { feedPath, getFeed, readEvents } from '../support/calendar.ts';
import { buildContractWorld, individualMetadata, upload } from '../support/contracts.ts';
import { buildProperty, buildVendor } from '../support/factories.ts';

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
    // Another workspace's contract, so its directory is kept beside this one's.
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
      'page=1&q=a', // a search in name order (the walk)
      'page=1&q=a&sort=startDate', // a search's ids, then its rows by id
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
  const directoryRevision = async () => {
    const [row] = await t.db
      .select({ revision: workspaces.directoryRevision })
      .from(workspaces)
      .where(eq(workspaces.id, w.workspace.id));
    return row?.revision;
  };

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

  it('shows changes made straight in the tables, which raise the revision themselves', async () => {
    const before = await directoryRevision();
    await t.db
      .update(properties)
      .set({ name: 'Beach House Annex' })
      .where(eq(properties.id, w.property(1).id));
    await t.db.update(vendors).set({ status: 'active' }).where(eq(vendors.id, w.vendor.id));
    expect(await directoryRevision()).toBe((before ?? 0) + 2);
    const answer = (await get(`/api/contracts/${msa}`)) as Answer;
    expect(answer.propertyIds.map((p) => p.name)).toEqual(['City Center', 'Beach House Annex']);
    expect(answer.vendorId?.status).toBe('active');
    for (const { read, msa: master } of await everyAnswer()) {
      expect(master.propertyIds[1]?.name, read).toBe('Beach House Annex');
    }
  });

  it('raises the revision for a new property or vendor and for no other change', async () => {
    let revision = await directoryRevision();
    const expectRaised = async (raised: boolean) => {
      const now = await directoryRevision();
      expect(now, raised ? 'raised' : 'kept').toBe(raised ? (revision ?? 0) + 1 : revision);
      revision = now;
    };
    await buildProperty(t.db, w.workspace.id, { name: 'Lake Lodge' });
    await expectRaised(true);
    await buildVendor(t.db, w.workspace.id, { name: 'Prime Pest' });
    await expectRaised(true);
    // Neither a contract nor a property's other columns are in the directory.
    await t.db.update(contracts).set({ name: 'Alpha Linen Renamed' }).where(eq(contracts.id, single));
    await expectRaised(false);
    await t.db
      .update(properties)
      .set({ updatedAt: new Date() })
      .where(eq(properties.id, w.property(0).id));
    await expectRaised(false);
    // The same name written again changes nothing.
    await t.db.update(properties).set({ name: 'Lake Lodge' }).where(eq(properties.name, 'Lake Lodge'));
    await expectRaised(false);
    // Another workspace's change is its own.
    await t.db.update(vendors).set({ name: 'Elsewhere Supply Co' }).where(eq(vendors.id, other.vendor.id));
    await expectRaised(false);
    const elsewhere = (await get('/api/contracts', other.member)) as Answer[];
    expect(elsewhere.map((c) => c.vendorId?.name)).toEqual(['Elsewhere Supply Co']);
  });

  it('keeps one copy per workspace and revision, read again only after a change', async () => {
    await get(`/api/contracts/${single}`);
    const revision = await directoryRevision();
    const kept = directoriesFor(t.db).get(w.workspace.id, revision ?? -1);
    expect(kept?.vendors.get(w.vendor.id)?.name).toBeDefined();
    await get('/api/contracts?page=1');
    expect(directoriesFor(t.db).get(w.workspace.id, revision ?? -1)).toBe(kept);
    await t.db.update(vendors).set({ name: 'Acme Linen Group' }).where(eq(vendors.id, w.vendor.id));
    const renamed = (await get(`/api/contracts/${single}`)) as Answer;
    expect(renamed.vendorId?.name).toBe('Acme Linen Group');
    expect(directoriesFor(t.db).get(w.workspace.id, revision ?? -1)).toBeUndefined();
    // What an answer embeds cannot be changed through it.
    expect(Object.isFrozen(kept?.vendors.get(w.vendor.id))).toBe(true);
  });

  it('never shows outside a transaction what was read inside one that rolled back', async () => {
    const answer = {
      now: new Date(NOW),
      today: new Date('2025-06-01T00:00:00.000Z'),
      secret: 'x'.repeat(32),
    };
    const rolledBack = new Error('roll back');
    await expect(
      t.db.transaction(async (tx) => {
        await tx.update(vendors).set({ name: 'Never Committed' }).where(eq(vendors.id, w.vendor.id));
        const inside = await getContract({ db: tx, workspaceId: w.workspace.id, contractId: single, answer });
        expect(inside.vendorId?.name).toBe('Never Committed');
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    // A committed change now takes the revision the rolled-back one had: still the committed names.
    const before = await directoryRevision();
    await t.db
      .update(properties)
      .set({ name: 'Beach House East' })
      .where(eq(properties.id, w.property(1).id));
    expect(await directoryRevision()).toBe((before ?? 0) + 1);
    const after = await getContract({ db: t.db, workspaceId: w.workspace.id, contractId: msa, answer });
    expect(after.vendorId?.name).toBe('Acme Linen Group');
    expect(after.propertyIds.map((p) => p.name)).toEqual(['City Center', 'Beach House East']);
    const outside = await getContract({ db: t.db, workspaceId: w.workspace.id, contractId: single, answer });
    expect(outside.vendorId?.name).toBe('Acme Linen Group');
  });
});
