import { API_MSG } from '@keydate/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { authHeader, buildUser } from '../support/factories.ts';

type Headers = { authorization: string };
const taken = { message: API_MSG.propertyNameTaken, errors: { name: API_MSG.propertyNameTaken } };

describe('property names are unique in a workspace, whatever their case', () => {
  let t: TestApp;
  let headers: Headers;

  beforeAll(async () => {
    t = await buildTestApp();
    headers = await authHeader(t.db, (await buildUser(t.db)).id);
  });
  afterAll(() => t.close());

  const create = (body: unknown, as: Headers = headers) =>
    t.app.inject({ method: 'POST', url: '/api/properties', headers: as, payload: body as object });
  const update = (id: string, body: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/properties/${id}`, headers, payload: body as object });
  const names = async (as: Headers = headers): Promise<string[]> =>
    (await t.app.inject({ method: 'GET', url: '/api/properties', headers: as }))
      .json()
      .map((p: { name: string }) => p.name);

  it('answers 409 to a new property named like an existing one', async () => {
    expect((await create({ name: 'Harbour View' })).statusCode).toBe(201);
    for (const name of ['Harbour View', 'harbour view', '  HARBOUR VIEW  ']) {
      const res = await create({ name, status: 'inactive' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(taken);
    }
    expect(await names()).toEqual(['Harbour View']);
  });

  it("answers 409 to an edit onto another property's name, and leaves both as they were", async () => {
    const park = (await create({ name: 'Park Plaza' })).json();
    const res = await update(park._id, { name: 'HARBOUR view', status: 'inactive' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(taken);
    const kept = await t.app.inject({ method: 'GET', url: `/api/properties/${park._id}`, headers });
    expect(kept.json()).toEqual(park);
  });

  it('lets a property keep its own name, or change only its case', async () => {
    const lodge = (await create({ name: 'Lakeside Lodge' })).json();
    const same = await update(lodge._id, { name: 'Lakeside Lodge', status: 'inactive' });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ name: 'Lakeside Lodge', status: 'inactive' });
    const recased = await update(lodge._id, { name: ' LAKESIDE lodge ', status: 'active' });
    expect(recased.statusCode).toBe(200);
    expect(recased.json()).toMatchObject({ name: 'LAKESIDE lodge', status: 'active' });
  });

  it('adds one property when the same name is sent several times at once', async () => {
    const answers = await Promise.all(
      ['Summit Resort', 'summit resort', 'SUMMIT RESORT', ' Summit Resort ', 'Summit resort'].map((name) =>
        create({ name }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409)) expect(res.json()).toEqual(taken);
    expect((await names()).filter((name) => name.toLowerCase() === 'summit resort')).toHaveLength(1);
  });

  it('allows the same name in another workspace', async () => {
    const other = await authHeader(t.db, (await buildUser(t.db)).id);
    const res = await create({ name: 'harbour view' }, other);
    expect(res.statusCode).toBe(201);
    expect(await names(other)).toEqual(['harbour view']);
    expect(await names()).toContain('Harbour View');
  });
});
