// Contracts are read with their property, MSA members and vendor embedded (contract-query.ts). Here
// every read that answers contracts (one contract, the full list, and pages of every sort) is held,
// key for key and in the schema's order, to an answer built in this file from the stored row as the
// driver reads it and encoded for the wire: timestamps with microseconds, missing dates, a terminated contract, no vendor, a
// document, an MSA's members in their chosen order, and an MSA without members.
import {
  asCalendarDate,
  contractStatus,
  defaultLifecycle,
  type TContract,
  todayUtc,
  ZContract,
} from '@keydate/domain';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractProperties, contracts, properties, users, vendors } from '../../src/db/schema/index.ts';
import { signDocumentLink } from '../../src/documents/document-links.ts';
import { fixedClock } from '../../src/lib/clock.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { buildContractWorld } from '../support/contracts.ts';
import { buildProperty } from '../support/factories.ts';

const NOW = '2025-06-01T09:00:00.000Z';
const day = asCalendarDate;
// Written by PostgreSQL with microseconds, as `default now()` does; a JS Date keeps the milliseconds.
const micro = (text: string): SQL<Date> => sql`${text}::timestamptz`;

type Row = typeof contracts.$inferSelect;
type Ref = { _id: string; name: string; status: 'active' | 'inactive' };

describe('contract answers built by the database', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof buildContractWorld>>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp({ clock: fixedClock(NOW) });
    w = await buildContractWorld(t, { properties: ['Zephyr Inn', 'Alpine Lodge', 'Moss Hall'] });
    const closed = await buildProperty(t.db, w.workspace.id, { name: 'Old Annex', status: 'inactive' });
    const base = {
      workspaceId: w.workspace.id,
      contractType: 'service',
      lifecycle: defaultLifecycle(),
      createdBy: w.adminUser.id,
    };
    const insert = async (key: string, values: Partial<typeof contracts.$inferInsert> & { name: string }) => {
      const [row] = await t.db
        .insert(contracts)
        .values({ ...base, agreementType: 'INDIVIDUAL', startDate: day('2025-01-05'), ...values })
        .returning({ id: contracts.id });
      if (!row) throw new Error('not inserted');
      ids[key] = row.id;
      return row.id;
    };
    await insert('full', {
      name: 'Linen "Deluxe" Service — 2025',
      propertyId: w.property(0).id,
      vendorId: w.vendor.id,
      endDate: day('2026-01-05'),
      renewalWindowStart: day('2025-07-09'),
      renewalWindowEnd: day('2025-10-07'),
      nonRenewalNoticeStart: day('2025-10-07'),
      reminderLeadDays: { notice: [30, 7], end: [14] },
      documentKey: 'contracts/abc/linen.pdf',
      documentName: 'Linen – signed.pdf',
      documentContentType: 'application/pdf',
      documentSize: 1234,
      createdAt: micro('2025-05-31 23:59:59.999999+00') as never,
      updatedAt: micro('2025-06-01 08:15:30.123456+00') as never,
    });
    await insert('bare', {
      name: 'evergreen pest control',
      propertyId: closed.id,
      storedStatus: 'terminated',
      startDate: day('2024-02-29'),
    });
    const msa = await insert('msa', {
      name: 'Group HVAC',
      agreementType: 'MSA',
      vendorId: w.vendor.id,
      endDate: day('2025-12-31'),
    });
    // Chosen as Moss Hall, Zephyr Inn, Old Annex: neither the names' order nor the ids'.
    await t.db.insert(contractProperties).values([
      { contractId: msa, propertyId: w.property(2).id, position: 0 },
      { contractId: msa, propertyId: w.property(0).id, position: 1 },
      { contractId: msa, propertyId: closed.id, position: 2 },
    ]);
    await insert('empty-msa', { name: 'Master without members', agreementType: 'MSA' });
    await t.db.update(contracts).set({ ownerId: w.adminUser.id }).where(eq(contracts.id, msa));
  });

  afterAll(async () => {
    await t?.close();
  });

  const ref = (row: { id: string; name: string; status: string }): Ref => ({
    _id: row.id,
    name: row.name,
    status: row.status as Ref['status'],
  });

  const ownerOf = async (id: string | null) => {
    if (!id) return null;
    const [user] = await t.db.select().from(users).where(eq(users.id, id));
    return user ? { _id: user.id, name: user.name, email: user.email } : null;
  };

  /** The answer as the row read by the driver says it should be, keys in the schema's order, as sent. */
  async function expected(id: string): Promise<ReturnType<typeof ZContract.encode>> {
    const [row] = (await t.db.select().from(contracts).where(eq(contracts.id, id))) as Row[];
    if (!row) throw new Error('no row');
    const lookUp = async (table: typeof properties | typeof vendors, key: string | null) => {
      if (!key) return null;
      const [found] = await t.db.select().from(table).where(eq(table.id, key));
      return found ? ref(found) : null;
    };
    const members = await t.db
      .select({ id: properties.id, name: properties.name, status: properties.status })
      .from(contractProperties)
      .innerJoin(properties, eq(properties.id, contractProperties.propertyId))
      .where(eq(contractProperties.contractId, id))
      .orderBy(asc(contractProperties.position));
    const msa = row.agreementType === 'MSA';
    const answer: TContract = {
      _id: row.id,
      name: row.name,
      agreementType: row.agreementType,
      contractType: row.contractType,
      status: contractStatus({ ...row, status: row.storedStatus }, todayUtc(new Date(NOW))),
      startDate: row.startDate,
      endDate: row.endDate,
      renewalWindowStart: row.renewalWindowStart,
      renewalWindowEnd: row.renewalWindowEnd,
      nonRenewalNoticeStart: row.nonRenewalNoticeStart,
      term: { number: 1, startDate: row.startDate },
      decision: null,
      awaitingDecision:
        contractStatus({ ...row, status: row.storedStatus }, todayUtc(new Date(NOW))) === 'pending_renewal',
      noticeSent: null,
      documentKey: row.documentKey,
      documentUrl: row.documentKey
        ? signDocumentLink({
            secret: t.config.SECRET_KEY as string,
            target: { contractId: row.id, documentKey: row.documentKey },
            disposition: 'inline',
            now: new Date(NOW),
          })
        : null,
      documentName: row.documentName,
      vendorId: await lookUp(vendors, row.vendorId),
      owner: await ownerOf(row.ownerId),
      propertyId: msa ? null : await lookUp(properties, row.propertyId),
      propertyIds: msa ? members.map(ref) : [],
      lifecycle: row.lifecycle,
      reminderLeadDays: row.reminderLeadDays ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
    return ZContract.encode(answer);
  }

  async function get(url: string) {
    const res = await t.app.inject({ url, headers: w.member });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  /** Equal to the expected answer, with its keys in the same order, and valid for the schema. */
  /** `extra`: what only one contract's own answer carries (the facts its document states). */
  async function expectAnswer(answer: { _id: string }, extra: object = {}) {
    const want = { ...(await expected(answer._id)), ...extra };
    expect(answer).toStrictEqual(want);
    expect(Object.keys(answer)).toEqual(Object.keys(want));
    expect(ZContract.safeParse(answer).success).toBe(true);
  }

  it('answers one contract as its stored row says, for every kind of contract', async () => {
    // These rows were written without their documents being read: no facts yet.
    for (const id of Object.values(ids)) {
      await expectAnswer(await get(`/api/contracts/${id}`), {
        documentFacts: null,
        documentRecognisedPages: [],
      });
    }
    // What the cases are meant to cover, so a change to the fixtures cannot quietly drop one.
    const full = await get(`/api/contracts/${ids.full}`);
    expect(full.createdAt).toBe('2025-05-31T23:59:59.999Z');
    expect(full.updatedAt).toBe('2025-06-01T08:15:30.123Z');
    expect(full.documentUrl).toMatch(
      /^\/api\/documents\/[0-9a-f-]+\?disposition=inline&expires=\d+&signature=/,
    );
    const bare = await get(`/api/contracts/${ids.bare}`);
    expect(bare).toMatchObject({ status: 'terminated', vendorId: null, endDate: null, documentUrl: null });
    expect(bare.startDate).toBe('2024-02-29T12:00:00.000Z');
    expect(full).toMatchObject({
      endDate: '2026-01-05T12:00:00.000Z',
      nonRenewalNoticeStart: '2025-10-07T12:00:00.000Z',
    });
    const msa = await get(`/api/contracts/${ids.msa}`);
    expect(msa.propertyIds.map((p: Ref) => p.name)).toEqual(['Moss Hall', 'Zephyr Inn', 'Old Annex']);
    expect(msa.propertyId).toBeNull();
    expect((await get(`/api/contracts/${ids['empty-msa']}`)).propertyIds).toEqual([]);
  });

  it('answers the same in the full list and in pages read by each of their statements', async () => {
    const count = Object.keys(ids).length;
    const list = await get('/api/contracts');
    expect(list).toHaveLength(count);
    for (const answer of list) await expectAnswer(answer);
    const pages = [
      // The dashboard's first page (its own statement), another page size, and an order by vendor (joined).
      '/api/contracts?page=1',
      '/api/contracts?page=1&pageSize=3',
      '/api/contracts?page=2&pageSize=3',
      '/api/contracts?page=1&sort=vendor&order=desc',
      // A search in name order (the walk) and in another order (its ids, then the rows by id).
      '/api/contracts?page=1&q=e',
      '/api/contracts?page=1&q=e&sort=startDate',
    ];
    const seen = new Set<string>();
    for (const url of pages) {
      const page = await get(url);
      expect(page.items.length, url).toBeGreaterThan(0);
      for (const answer of page.items) {
        await expectAnswer(answer);
        seen.add(answer._id);
      }
    }
    expect(seen.size).toBe(count);
    const ofIds = await t.db
      .select({ id: contracts.id })
      .from(contracts)
      .where(inArray(contracts.id, Object.values(ids)));
    expect(ofIds).toHaveLength(count);
  });
});
