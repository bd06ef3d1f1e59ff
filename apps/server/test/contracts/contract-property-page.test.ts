// A property's first page in name order is merged from two lists, each cut to a page: the property's
// individual contracts and the MSAs covering it (find-contracts-page.ts, propertyFirstPage). With more
// than a page of each, interleaved by name, every first page must still be the domain's, in both
// directions and with every other filter.
import {
  CONTRACT_STATUSES,
  queryContracts,
  type TContract,
  type TContractListQuery,
  todayUtc,
  ZContract,
} from '@keydate/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/lib/clock.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { buildContractWorld, upload } from '../support/contracts.ts';
import { buildVendor } from '../support/factories.ts';

const NOW = '2025-06-01T09:00:00.000Z';
const STARTS = ['2025-09-15', '2023-03-01', '2025-01-05', '2025-05-01'];
const TYPES = ['service', 'Maintenance', 'Supplies'] as const;

describe('a property’s first page in name order', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof buildContractWorld>>;
  let all: TContract[];
  let otherVendor: { id: string };

  beforeAll(async () => {
    t = await buildTestApp({ clock: fixedClock(NOW) });
    w = await buildContractWorld(t, { properties: ['Harbour View', 'Beach House', 'City Center'] });
    otherVendor = await buildVendor(t.db, w.workspace.id, { name: 'Zenith Pest' });
    const [harbour, beach, city] = [w.property(0).id, w.property(1).id, w.property(2).id];
    // 30 contracts whose names interleave individual ones and MSAs; most name Harbour View.
    for (let i = 0; i < 30; i += 1) {
      const msa = i % 2 === 1;
      const name = `${String.fromCharCode(97 + (i % 26))}${i >= 26 ? ' annex' : ''} ${msa ? 'Master' : 'Single'} ${i}`;
      const properties = i % 5 === 4 ? { propertyIds: [beach, city] } : { propertyIds: [city, harbour] };
      const res = await upload(t, w.member, {
        metadata: {
          name: i % 3 === 0 ? name.toUpperCase() : name,
          agreementType: msa ? 'MSA' : 'INDIVIDUAL',
          contractType: TYPES[i % TYPES.length],
          startDate: STARTS[i % STARTS.length],
          ...(msa ? properties : { propertyId: i % 7 === 6 ? beach : harbour }),
          vendorId: i % 4 === 0 ? otherVendor.id : w.vendor.id,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    all = ZContract.array().parse(
      (await t.app.inject({ method: 'GET', url: '/api/contracts', headers: w.member })).json(),
    );
  });
  afterAll(() => t?.close());

  const page = async (query: Record<string, string | number>) => {
    const search = new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
    );
    const res = await t.app.inject({ method: 'GET', url: `/api/contracts?${search}`, headers: w.member });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: TContract[]; total: number; page: number };
  };

  it('is the domain’s first page in both directions, alone and with every other filter', async () => {
    const harbour = w.property(0).id;
    const refId = (ref: TContract['propertyId']) => (typeof ref === 'string' ? ref : ref?._id);
    const individual = all.filter((c) => refId(c.propertyId) === harbour);
    const covering = all.filter((c) => c.propertyIds.some((p) => refId(p) === harbour));
    // More than a page of each, so each list's own cut matters.
    expect(individual.length).toBeGreaterThan(10);
    expect(covering.length).toBeGreaterThan(10);
    const filters: Array<Record<string, string>> = [
      {},
      ...CONTRACT_STATUSES.map((status) => ({ status })),
      ...TYPES.map((contractType) => ({ contractType })),
      { vendorId: otherVendor.id },
      { vendorId: w.vendor.id, contractType: 'service' },
    ];
    for (const propertyId of [harbour, w.property(1).id]) {
      for (const filter of filters) {
        for (const order of ['asc', 'desc'] as const) {
          for (const n of [1, 2]) {
            const query = { ...filter, propertyId, order, page: n };
            const answered = await page(query);
            const wanted = queryContracts(all, query as Partial<TContractListQuery>, todayUtc(new Date(NOW)));
            expect(
              answered.items.map((c) => c.name),
              JSON.stringify(query),
            ).toEqual(wanted.items.map((c) => c.name));
            expect([answered.page, answered.total], JSON.stringify(query)).toEqual([
              wanted.page,
              wanted.total,
            ]);
          }
        }
      }
    }
  });
});
