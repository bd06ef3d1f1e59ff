// GET /api/contracts: the full array, and the paged form whose search, filters, sort and paging run in
// SQL and must agree with the domain's queryContracts on the same contracts.
import {
  CONTRACT_STATUSES,
  PAGE_SIZE,
  queryContracts,
  SORT_KEYS,
  type TContract,
  type TContractListQuery,
  todayUtc,
  ZContract,
  ZContractPage,
} from '@keydate/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fixedClock } from '../../src/lib/clock.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { buildContractWorld, type Headers, upload } from '../support/contracts.ts';
import { buildVendor } from '../support/factories.ts';

const NOW = '2025-06-01T09:00:00.000Z';
// Start dates that give each status on 2025-06-01 with the default lifecycle.
const STARTS = {
  pending: '2025-09-15',
  expired: '2023-03-01',
  pending_renewal: '2025-01-05',
  active: '2025-05-01',
} as const;

const NAMES = [
  'Aqua Pool Care',
  'bakery Supply',
  'Chiller Service',
  'delta Laundry',
  'Elevator Care',
  'fire Alarm Check',
  'Garden Works',
  'hvac Upkeep',
  'Ice Machines',
  'janitorial Team',
  'Kitchen Hoods',
  'linen Rental',
  'Minibar Restock',
  'night Security',
  'Office Printers',
  'pest Control',
  'Quiet Generators',
  'roof Repairs',
  'Spa Products',
  'towel Service',
  'Uniforms',
  'valet Parking',
  'Waste Removal',
  'x-ray Screening',
  'Yoga Studio',
];
const TYPES = ['service', 'Maintenance', 'Supplies', 'lease', 'Other'] as const;

describe('GET /api/contracts', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof buildContractWorld>>;
  let vendors: Array<{ id: string; name: string }>;
  let all: TContract[];
  const today = todayUtc(new Date(NOW));

  beforeAll(async () => {
    t = await buildTestApp({ clock: fixedClock(NOW) });
    w = await buildContractWorld(t, {
      properties: ['Alpine Lodge', 'beach House', 'City Center', 'Dune Resort'],
      vendor: 'Acme Linen',
    });
    vendors = [
      w.vendor,
      await buildVendor(t.db, w.workspace.id, { name: 'blue Water Co' }),
      await buildVendor(t.db, w.workspace.id, { name: 'Zenith Elevators' }),
    ];
    const statuses = Object.keys(STARTS) as Array<keyof typeof STARTS>;
    const p = w.properties.map((property) => property.id);
    for (const [i, name] of NAMES.entries()) {
      const msa = i % 4 === 3;
      const res = await upload(t, w.member, {
        metadata: {
          name,
          agreementType: msa ? 'MSA' : 'INDIVIDUAL',
          contractType: TYPES[i % TYPES.length],
          startDate: STARTS[statuses[i % statuses.length] ?? 'active'],
          ...(msa
            ? { propertyIds: [p[(i + 1) % 4], p[(i + 2) % 4], ...(i % 8 === 3 ? [p[(i + 3) % 4]] : [])] }
            : { propertyId: p[i % 4] }),
          ...(i % 5 === 4 ? {} : { vendorId: vendors[i % 3]?.id }),
        },
      });
      expect(res.statusCode, name).toBe(201);
    }
    all = ZContract.array().parse((await list(w.admin, '')).json());
    for (const name of ['night Security', 'Garden Works']) {
      const id = all.find((c) => c.name === name)?._id;
      await t.app.inject({
        method: 'PUT',
        url: `/api/contracts/${id}`,
        headers: w.admin,
        payload: { status: 'terminated' },
      });
    }
    all = ZContract.array().parse((await list(w.admin, '')).json());
  });
  afterAll(() => t.close());

  function list(headers: Headers, query: string | Record<string, string | number>) {
    const search =
      typeof query === 'string'
        ? query
        : new URLSearchParams(
            Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
          ).toString();
    return t.app.inject({ method: 'GET', url: `/api/contracts${search ? `?${search}` : ''}`, headers });
  }
  const page = async (query: Record<string, string | number>) => {
    const res = await list(w.member, { page: 1, ...query });
    expect(res.statusCode, JSON.stringify(query)).toBe(200);
    return res.json() as { items: TContract[]; total: number; page: number; pageSize: number };
  };
  const reference = (query: Partial<TContractListQuery>) => queryContracts(all, query, today);
  const names = (items: TContract[]) => items.map((c) => c.name);

  it('answers the full array by name without a page parameter, for both roles', async () => {
    expect(all).toHaveLength(25);
    expect(names(all)).toEqual([...NAMES]);
    const asUser = await list(w.member, '');
    expect(asUser.statusCode).toBe(200);
    expect(names(asUser.json())).toEqual([...NAMES]);
    expect(new Set(all.map((c) => c.status))).toEqual(new Set(CONTRACT_STATUSES));
  });

  it('answers exactly the documented shapes, with no key the schemas leave out', async () => {
    // Read and written again, an answer is what was sent: no key left out, every date in the wire form.
    const full = (await list(w.member, '')).json();
    expect(z.array(ZContract).encode(z.array(ZContract).parse(full))).toEqual(full);
    const paged = await page({ page: 1, pageSize: 25 });
    expect(ZContractPage.encode(ZContractPage.parse(paged))).toEqual(paged);
    expect(paged.items.some((c) => c.agreementType === 'MSA' && c.propertyIds.length > 0)).toBe(true);
  });

  it('pages 25 contracts 10 at a time, with totals, and answers the last page past the end', async () => {
    const pages = [await page({ page: 1 }), await page({ page: 2 }), await page({ page: 3 })];
    expect(pages.map((p) => [p.page, p.pageSize, p.total, p.items.length])).toEqual([
      [1, 10, 25, 10],
      [2, 10, 25, 10],
      [3, 10, 25, 5],
    ]);
    expect(pages.flatMap((p) => names(p.items))).toEqual([...NAMES]);
    const past = await page({ page: 9 });
    expect([past.page, past.items.length]).toEqual([3, 5]);
    const seven = await page({ page: 4, pageSize: 7 });
    expect([seven.page, seven.pageSize, seven.items.length]).toEqual([4, 7, 4]);
  });

  it('sorts by each key in both directions exactly as the domain does', async () => {
    for (const sort of SORT_KEYS) {
      for (const order of ['asc', 'desc'] as const) {
        const answered = [];
        for (const n of [1, 2, 3]) answered.push(...(await page({ page: n, sort, order })).items);
        const expected = reference({ sort, order, pageSize: 100 }).items;
        expect(
          answered.map((c) => c._id),
          `${sort} ${order}`,
        ).toEqual(expected.map((c) => c._id));
      }
    }
  });

  it('pages a search in every sort exactly as the domain does', async () => {
    for (const q of ['a', 'maint', 'msa']) {
      for (const sort of SORT_KEYS) {
        for (const order of ['asc', 'desc'] as const) {
          const first = await page({ q, sort, order });
          const answered = [...first.items];
          for (let n = 2; n <= Math.ceil(first.total / PAGE_SIZE); n += 1) {
            answered.push(...(await page({ q, page: n, sort, order })).items);
          }
          const expected = reference({ q, sort, order, pageSize: 100 }).items;
          expect(
            answered.map((c) => c._id),
            `${q} ${sort} ${order}`,
          ).toEqual(expected.map((c) => c._id));
        }
      }
    }
  });

  it('sorts by property name first, then by the number of properties', async () => {
    const sorted = (await page({ sort: 'property', pageSize: 100 })).items;
    const first = sorted.map((c) => (c.propertyIds[0] ?? c.propertyId) as { name: string });
    expect(first.map((p) => p.name)).toEqual(
      [...first.map((p) => p.name)].sort((a, b) => a.localeCompare(b, 'en')),
    );
  });

  it('sorts by a property’s and a vendor’s new name once they are renamed', async () => {
    const rename = async (url: string, payload: object) => {
      const res = await t.app.inject({ method: 'PUT', url, headers: w.admin, payload });
      expect(res.statusCode, res.body).toBe(200);
    };
    const vendor = { contactPerson: 'Dana Reyes', email: 'acme@example.com', phone: '+1 555 0100' };
    // The first property of individual contracts and of MSAs alike, and a vendor, go from first to last.
    await rename(`/api/properties/${w.property(0).id}`, { name: 'Zz Alpine Lodge' });
    await rename(`/api/vendors/${w.vendor.id}`, { name: 'Zz Acme Linen', ...vendor });
    try {
      const renamed = ZContract.array().parse((await list(w.admin, '')).json());
      for (const sort of ['property', 'vendor'] as const) {
        for (const order of ['asc', 'desc'] as const) {
          const answered = (await page({ sort, order, pageSize: 100 })).items;
          const expected = queryContracts(renamed, { sort, order, pageSize: 100 }, today).items;
          expect(
            answered.map((c) => c._id),
            `${sort} ${order}`,
          ).toEqual(expected.map((c) => c._id));
        }
      }
    } finally {
      await rename(`/api/properties/${w.property(0).id}`, { name: 'Alpine Lodge' });
      await rename(`/api/vendors/${w.vendor.id}`, { name: 'Acme Linen', ...vendor });
    }
  });

  it('searches name, category, agreement type and status, case-insensitively', async () => {
    const cases: Array<[string, (c: TContract) => boolean]> = [
      ['LAUNDRY', (c) => c.name === 'delta Laundry'],
      ['maint', (c) => c.contractType === 'Maintenance'],
      ['msa', (c) => c.agreementType === 'MSA'],
      ['individual', (c) => c.agreementType === 'INDIVIDUAL'],
      ['pending renewal', (c) => c.status === 'pending_renewal'],
      ['terminated', (c) => c.status === 'terminated'],
      ['expired', (c) => c.status === 'expired'],
      ['%', () => false],
      ['_', (c) => c.status === 'pending_renewal'],
    ];
    for (const [q, wanted] of cases) {
      const answered = await page({ q, pageSize: 100 });
      expect(names(answered.items).sort(), q).toEqual(names(all.filter(wanted)).sort());
      expect(
        answered.items.map((c) => c._id),
        q,
      ).toEqual(reference({ q, pageSize: 100 }).items.map((c) => c._id));
      expect(answered.total).toBe(answered.items.length);
    }
  });

  it('filters by property (individual or MSA member), vendor, category and status', async () => {
    const filters: Array<Record<string, string>> = [
      ...w.properties.map((p) => ({ propertyId: p.id })),
      ...vendors.map((v) => ({ vendorId: v.id })),
      ...TYPES.map((contractType) => ({ contractType })),
      ...CONTRACT_STATUSES.map((status) => ({ status })),
      { status: 'active', contractType: 'service' },
      { propertyId: w.property(0).id, q: 'care' },
    ];
    for (const filter of filters) {
      const answered = await page({ ...filter, pageSize: 100 });
      const expected = reference({ ...filter, pageSize: 100 } as Partial<TContractListQuery>).items;
      expect(
        answered.items.map((c) => c._id),
        JSON.stringify(filter),
      ).toEqual(expected.map((c) => c._id));
      expect(answered.total).toBe(expected.length);
      // The dashboard's first page has a statement of its own (no OFFSET, its LIMIT written in); the
      // second page is read through the bound form.
      for (const n of [1, 2]) {
        const dashboard = await page({ ...filter, page: n });
        const wanted = reference({ ...filter, page: n } as Partial<TContractListQuery>);
        expect(
          dashboard.items.map((c) => c._id),
          `${JSON.stringify(filter)} page ${n}`,
        ).toEqual(wanted.items.map((c) => c._id));
        expect([dashboard.page, dashboard.pageSize, dashboard.total]).toEqual([
          wanted.page,
          PAGE_SIZE,
          expected.length,
        ]);
      }
    }
    const alpine = await page({ propertyId: w.property(0).id, pageSize: 100 });
    expect(alpine.items.some((c) => c.agreementType === 'MSA')).toBe(true);
    expect(alpine.items.some((c) => c.agreementType === 'INDIVIDUAL')).toBe(true);
    const nobody = await page({ vendorId: '00000000-0000-4000-8000-000000000000' });
    expect(nobody).toEqual({ items: [], total: 0, page: 1, pageSize: 10 });
  });

  it('answers 400 to bad query values', async () => {
    const bad: Array<Record<string, string | number>> = [
      { page: 0 },
      { page: 'two' },
      { page: 1.5 },
      { page: 1, pageSize: 101 },
      { page: 1, pageSize: 0 },
      { page: 1, sort: 'price' },
      { page: 1, order: 'up' },
      { page: 1, status: 'archived' },
      { page: 1, contractType: 'SERVICE' },
      { page: 1, propertyId: 'not-an-id' },
      { page: 1, vendorId: "1' or '1'='1" },
      { page: 1, q: 'x'.repeat(201) },
    ];
    for (const query of bad) {
      const res = await list(w.member, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().message, JSON.stringify(query)).toEqual(expect.any(String));
    }
  });

  it('answers 401 without a session', async () => {
    expect((await list({} as Headers, '')).statusCode).toBe(401);
    expect((await list({} as Headers, { page: 1 })).statusCode).toBe(401);
  });
});
