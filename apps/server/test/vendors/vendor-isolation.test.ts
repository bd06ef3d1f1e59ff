import { API_MSG } from '@keydate/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { authHeader, buildUser } from '../support/factories.ts';

type Headers = { authorization: string };
const vendor = (name: string) => ({
  name,
  contactPerson: 'Pat Doe',
  email: 'pat@example.com',
  phone: '555 0100',
});

describe("another workspace's vendors", () => {
  let t: TestApp;
  let alpha: Headers;
  let beta: Headers;
  let betaVendor: { _id: string; name: string };

  beforeAll(async () => {
    t = await buildTestApp();
    alpha = await authHeader(t.db, (await buildUser(t.db, { role: 'admin' })).id);
    beta = await authHeader(t.db, (await buildUser(t.db, { role: 'user' })).id);
    for (const name of ['Alpha Cleaning', 'Alpha Catering']) {
      await t.app.inject({ method: 'POST', url: '/api/vendors', headers: alpha, payload: vendor(name) });
    }
    betaVendor = (
      await t.app.inject({
        method: 'POST',
        url: '/api/vendors',
        headers: beta,
        payload: vendor('Beta Boilers'),
      })
    ).json();
  });
  afterAll(() => t.close());

  it('never appear in a list', async () => {
    const alphaList = (await t.app.inject({ method: 'GET', url: '/api/vendors', headers: alpha })).json();
    expect(alphaList.map((v: { name: string }) => v.name)).toEqual(['Alpha Catering', 'Alpha Cleaning']);
    const betaList = (await t.app.inject({ method: 'GET', url: '/api/vendors', headers: beta })).json();
    expect(betaList).toEqual([betaVendor]);
  });

  it('answer 404 to GET and PUT exactly like a missing or malformed id', async () => {
    const ids = [betaVendor._id, '00000000-0000-4000-8000-000000000000', 'abc', "1' or '1'='1"];
    for (const id of ids) {
      const url = `/api/vendors/${encodeURIComponent(id)}`;
      const read = await t.app.inject({ method: 'GET', url, headers: alpha });
      expect(read.statusCode, id).toBe(404);
      expect(read.json()).toEqual({ message: API_MSG.vendorNotFound });
      const write = await t.app.inject({
        method: 'PUT',
        url,
        headers: alpha,
        payload: { ...vendor('Taken Over'), status: 'inactive' },
      });
      expect(write.statusCode, id).toBe(404);
      expect(write.json()).toEqual({ message: API_MSG.vendorNotFound });
    }
  });

  it('are left untouched by those attempts', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/vendors/${betaVendor._id}`, headers: beta });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(betaVendor);
  });
});
