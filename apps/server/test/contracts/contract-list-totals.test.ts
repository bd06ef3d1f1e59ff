// The paged list's total stays exact after every kind of change, whether made through the API or
// straight in the database.
import { asCalendarDate, defaultLifecycle } from '@keydate/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractProperties, contracts } from '../../src/db/schema/index.ts';
import { fixedClock } from '../../src/lib/clock.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { buildContractWorld, individualMetadata, upload } from '../support/contracts.ts';

describe('the paged list total', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof buildContractWorld>>;
  let other: Awaited<ReturnType<typeof buildContractWorld>>;
  const clock = fixedClock('2025-06-01T09:00:00.000Z');

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    w = await buildContractWorld(t);
    other = await buildContractWorld(t, { properties: ['Elsewhere'] });
  });
  afterAll(() => t.close());

  const page = async (query: string, headers = w.member) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/contracts?page=1&${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { total: number; items: Array<{ _id: string; name: string }> };
  };
  const totalOf = async (query: string) => (await page(query)).total;
  const create = async (overrides: object = {}) => {
    const res = await upload(t, w.member, { metadata: individualMetadata(w.property(0).id, overrides) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { _id: string };
  };
  const put = (id: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/contracts/${id}`, headers: w.admin, payload });

  it('follows creates, edits, terminations, MSA members and deletes made through the API', async () => {
    const first = await create({ name: 'Laundry One' });
    expect(await totalOf('q=laundry')).toBe(1);
    expect(await totalOf('q=laundry')).toBe(1);

    const second = await create({ name: 'Laundry Two' });
    expect(await totalOf('q=laundry')).toBe(2);

    // A rename out of the search.
    expect(
      (await put(second._id, individualMetadata(w.property(0).id, { name: 'Boilers' }))).statusCode,
    ).toBe(200);
    expect(await totalOf('q=laundry')).toBe(1);

    // Terminating moves it between status filters.
    expect(await totalOf('status=terminated')).toBe(0);
    expect((await put(first._id, { status: 'terminated' })).statusCode).toBe(200);
    expect(await totalOf('status=terminated')).toBe(1);
    expect((await put(first._id, { status: null })).statusCode).toBe(200);
    expect(await totalOf('status=terminated')).toBe(0);

    // An MSA gaining and losing a property moves it in and out of that property's list.
    const byThird = `propertyId=${w.property(2).id}`;
    expect(await totalOf(byThird)).toBe(0);
    const msa = {
      ...individualMetadata(w.property(0).id, { name: 'Group Laundry' }),
      agreementType: 'MSA',
      propertyId: null,
    };
    expect(
      (await put(second._id, { ...msa, propertyIds: [w.property(1).id, w.property(2).id] })).statusCode,
    ).toBe(200);
    expect(await totalOf(byThird)).toBe(1);
    expect((await put(second._id, { ...msa, propertyIds: [w.property(1).id] })).statusCode).toBe(200);
    expect(await totalOf(byThird)).toBe(0);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/contracts/${first._id}`,
      headers: w.admin,
    });
    expect(res.statusCode).toBe(204);
    expect(await totalOf('q=laundry')).toBe(1);
    expect(await totalOf('')).toBe(1);
  });

  it('follows rows written straight into the tables, and a new day', async () => {
    const before = await totalOf('');
    const [row] = await t.db
      .insert(contracts)
      .values({
        workspaceId: w.workspace.id,
        name: 'Inserted Directly',
        agreementType: 'MSA',
        contractType: 'Other',
        startDate: asCalendarDate('2025-06-10'),
        lifecycle: defaultLifecycle(),
      })
      .returning({ id: contracts.id });
    expect(await totalOf('')).toBe(before + 1);
    // Pending today (it starts on the 10th); active once that day has come.
    expect(await totalOf('status=pending')).toBe(1);
    clock.set('2025-06-10T00:00:01.000Z');
    expect(await totalOf('status=pending')).toBe(0);
    clock.set('2025-06-01T09:00:00.000Z');

    const id = row?.id as string;
    const byFirst = `propertyId=${w.property(0).id}`;
    const members = await totalOf(byFirst);
    await t.db
      .insert(contractProperties)
      .values({ contractId: id, propertyId: w.property(0).id, position: 0 });
    expect(await totalOf(byFirst)).toBe(members + 1);
    await t.db.delete(contractProperties).where(eq(contractProperties.contractId, id));
    expect(await totalOf(byFirst)).toBe(members);

    await t.db.update(contracts).set({ name: 'Laundry Direct' }).where(eq(contracts.id, id));
    expect(await totalOf('q=laundry')).toBe(2);
    await t.db.delete(contracts).where(eq(contracts.id, id));
    expect(await totalOf('q=laundry')).toBe(1);
    expect(await totalOf('')).toBe(before);
  });

  it('keeps workspaces apart', async () => {
    const otherTotal = (await page('', other.member)).total;
    const total = await totalOf('');
    await create({ name: 'Only Here' });
    expect(await totalOf('')).toBe(total + 1);
    expect((await page('', other.member)).total).toBe(otherTotal);
  });
});
