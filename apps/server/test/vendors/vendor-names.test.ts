import { API_MSG } from '@keydate/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { authHeader, buildUser } from '../support/factories.ts';

type Headers = { authorization: string };
const taken = { message: API_MSG.vendorNameTaken, errors: { name: API_MSG.vendorNameTaken } };
const vendor = (name: string, status?: string) => ({
  name,
  contactPerson: 'Pat Doe',
  email: 'pat@example.com',
  phone: '555 0100',
  ...(status ? { status } : {}),
});

describe('vendor names are unique in a workspace, whatever their case', () => {
  let t: TestApp;
  let headers: Headers;

  beforeAll(async () => {
    t = await buildTestApp();
    headers = await authHeader(t.db, (await buildUser(t.db)).id);
  });
  afterAll(() => t.close());

  const create = (body: unknown, as: Headers = headers) =>
    t.app.inject({ method: 'POST', url: '/api/vendors', headers: as, payload: body as object });
  const update = (id: string, body: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/vendors/${id}`, headers, payload: body as object });
  const names = async (as: Headers = headers): Promise<string[]> =>
    (await t.app.inject({ method: 'GET', url: '/api/vendors', headers: as }))
      .json()
      .map((v: { name: string }) => v.name);

  it('answers 409 to a new vendor named like an existing one', async () => {
    expect((await create(vendor('Acme HVAC'))).statusCode).toBe(201);
    for (const name of ['Acme HVAC', 'acme hvac', '  ACME HVAC  ']) {
      const res = await create(vendor(name, 'inactive'));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(taken);
    }
    expect(await names()).toEqual(['Acme HVAC']);
  });

  it("answers 409 to an edit onto another vendor's name, and leaves both as they were", async () => {
    const pools = (await create(vendor('Bright Pools'))).json();
    const res = await update(pools._id, {
      ...vendor('acme hvac', 'inactive'),
      contactPerson: 'Someone Else',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(taken);
    const kept = await t.app.inject({ method: 'GET', url: `/api/vendors/${pools._id}`, headers });
    expect(kept.json()).toEqual(pools);
  });

  it('lets a vendor keep its own name, or change only its case', async () => {
    const lifts = (await create(vendor('Zenith Elevators'))).json();
    const same = await update(lifts._id, { ...vendor('Zenith Elevators', 'inactive'), phone: '555 0199' });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ name: 'Zenith Elevators', phone: '555 0199', status: 'inactive' });
    const recased = await update(lifts._id, vendor(' ZENITH elevators ', 'active'));
    expect(recased.statusCode).toBe(200);
    expect(recased.json()).toMatchObject({ name: 'ZENITH elevators', status: 'active' });
  });

  it('adds one vendor when the same name is sent several times at once', async () => {
    const answers = await Promise.all(
      ['Delta Security', 'delta security', 'DELTA SECURITY', ' Delta Security ', 'Delta security'].map(
        (name) => create(vendor(name)),
      ),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409)) expect(res.json()).toEqual(taken);
    expect((await names()).filter((name) => name.toLowerCase() === 'delta security')).toHaveLength(1);
  });

  it('allows the same name in another workspace', async () => {
    const other = await authHeader(t.db, (await buildUser(t.db)).id);
    const res = await create(vendor('acme hvac'), other);
    expect(res.statusCode).toBe(201);
    expect(await names(other)).toEqual(['acme hvac']);
    expect(await names()).toContain('Acme HVAC');
  });
});
