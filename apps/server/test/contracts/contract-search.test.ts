// A searched page over 1,200 contracts is exactly the page the search has, wherever its matches lie in
// name order, and takes LIKE's own characters literally.
import { PAGE_SIZE, type TContract } from '@keydate/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '../../src/db/schema/index.ts';
import { fixedClock } from '../../src/lib/clock.ts';
import { createSession } from '../../src/services/sessions/create-session.ts';
import { type SeedResult, seedWorkspace } from '../../src/tools/seed.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';

const NOW = '2026-03-15T09:00:00.000Z';
type Page = { items: TContract[]; total: number; page: number; pageSize: number };

describe('a searched first page in name order', () => {
  let t: TestApp;
  let seeded: SeedResult;
  let headers: { authorization: string };
  let all: TContract[];

  beforeAll(async () => {
    t = await buildTestApp({ clock: fixedClock(NOW) });
    // Matches placed first, last and between, among many that do not match.
    seeded = await seedWorkspace({
      db: t.db,
      properties: 5,
      vendors: 5,
      contracts: 1200,
      seed: 3,
      now: new Date(NOW),
    });
    const { token } = await createSession({
      db: t.db,
      userId: seeded.adminUserId,
      now: new Date(NOW),
      ttlHours: 1,
    });
    headers = { authorization: `Bearer ${token}` };
    const ids = (
      await t.db
        .select({ id: contracts.id })
        .from(contracts)
        .where(eq(contracts.workspaceId, seeded.workspaceId))
        .orderBy(contracts.id)
    ).map((r) => r.id);
    // Names that sort last (ascending), first, and wherever; some with LIKE's own
    // characters, which the search takes literally.
    const renames: Array<[number, string]> = [
      ...Array.from({ length: 12 }, (_, i): [number, string] => [i, `Zz Needle ${i}`]),
      ...Array.from({ length: 3 }, (_, i): [number, string] => [20 + i, `Aa Thimble ${i}`]),
      ...Array.from({ length: 14 }, (_, i): [number, string] => [40 + i, `Mid 50% Off ${i}`]),
      [60, 'Mid 50 Off'],
    ];
    for (const [index, name] of renames) {
      await t.db
        .update(contracts)
        .set({ name })
        .where(and(eq(contracts.workspaceId, seeded.workspaceId), inArray(contracts.id, [ids[index] ?? ''])));
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/contracts', headers });
    all = res.json();
  });
  afterAll(() => t.close());

  const page = async (query: Record<string, string | number>) => {
    const search = new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
    );
    const res = await t.app.inject({ method: 'GET', url: `/api/contracts?${search}`, headers });
    expect(res.statusCode, search.toString()).toBe(200);
    return res.json() as Page;
  };
  // The same search at another page size: the reference order of the database.
  const atPageSize50 = async (q: string, order: 'asc' | 'desc') =>
    (await page({ page: 1, pageSize: 50, q, sort: 'name', order })).items.slice(0, PAGE_SIZE);
  const ids = (items: TContract[]) => items.map((c) => c._id);

  it('finds the page wherever its matches lie, in both orders, asked twice', async () => {
    const cases: Array<[string, (c: TContract) => boolean]> = [
      // Matches last in name order ascending, first descending.
      ['needle', (c) => c.name.includes('Needle')],
      // Fewer than a page.
      ['THIMBLE', (c) => c.name.includes('Thimble')],
      // Taken literally: '%' is not LIKE's wildcard.
      ['50%', (c) => c.name.includes('50%')],
      // Nothing.
      ['no such contract', () => false],
    ];
    for (const [q, wanted] of cases) {
      const matching = all.filter(wanted);
      for (const order of ['asc', 'desc'] as const) {
        for (const attempt of [1, 2]) {
          const answered = await page({ page: 1, q, sort: 'name', order });
          const label = `${q} ${order} #${attempt}`;
          expect(answered.total, label).toBe(matching.length);
          expect(answered.items.length, label).toBe(Math.min(PAGE_SIZE, matching.length));
          expect(ids(answered.items), label).toEqual(ids(await atPageSize50(q, order)));
          for (const item of answered.items) expect(wanted(item), `${label}: ${item.name}`).toBe(true);
        }
      }
    }
  });

  it('answers a search with many matches, with every embedded field', async () => {
    // A category every seeded workspace has many of.
    for (const order of ['asc', 'desc'] as const) {
      const answered = await page({ page: 1, q: 'service', sort: 'name', order });
      expect(answered.items).toHaveLength(PAGE_SIZE);
      expect(ids(answered.items), order).toEqual(ids(await atPageSize50('service', order)));
      const byId = new Map(all.map((c) => [c._id, c]));
      // The same answer as the full list gives, property, properties and vendor included.
      for (const item of answered.items) expect(item).toEqual(byId.get(item._id));
    }
  });

  it('combines a search with filters', async () => {
    for (const status of ['active', 'expired'] as const) {
      const answered = await page({ page: 1, q: 'a', status, sort: 'name', order: 'asc' });
      const reference = (await page({ page: 1, pageSize: 50, q: 'a', status, sort: 'name', order: 'asc' }))
        .items;
      expect(ids(answered.items), status).toEqual(ids(reference.slice(0, PAGE_SIZE)));
      for (const item of answered.items) expect(item.status).toBe(status);
    }
  });
});
