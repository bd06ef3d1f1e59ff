import { API_MSG } from '@keydate/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { authHeader, buildUser } from '../support/factories.ts';

type Headers = { authorization: string };

describe("another workspace's properties", () => {
  let t: TestApp;
  let alpha: Headers;
  let beta: Headers;
  let betaProperty: { _id: string; name: string };

  beforeAll(async () => {
    t = await buildTestApp();
    alpha = await authHeader(t.db, (await buildUser(t.db, { role: 'admin' })).id);
    beta = await authHeader(t.db, (await buildUser(t.db, { role: 'user' })).id);
    for (const name of ['Alpha Grand', 'Alpha Inn']) {
      await t.app.inject({ method: 'POST', url: '/api/properties', headers: alpha, payload: { name } });
    }
    betaProperty = (
      await t.app.inject({
        method: 'POST',
        url: '/api/properties',
        headers: beta,
        payload: { name: 'Beta Bay' },
      })
    ).json();
  });
  afterAll(() => t.close());

  it('never appear in a list', async () => {
    const alphaList = (await t.app.inject({ method: 'GET', url: '/api/properties', headers: alpha })).json();
    expect(alphaList.map((p: { name: string }) => p.name)).toEqual(['Alpha Grand', 'Alpha Inn']);
    const betaList = (await t.app.inject({ method: 'GET', url: '/api/properties', headers: beta })).json();
    expect(betaList).toEqual([betaProperty]);
  });

  it('answer 404 to GET and PUT exactly like a missing or malformed id', async () => {
    const ids = [betaProperty._id, '00000000-0000-4000-8000-000000000000', 'abc', "1' or '1'='1"];
    for (const id of ids) {
      const url = `/api/properties/${encodeURIComponent(id)}`;
      const read = await t.app.inject({ method: 'GET', url, headers: alpha });
      expect(read.statusCode, id).toBe(404);
      expect(read.json()).toEqual({ message: API_MSG.propertyNotFound });
      const write = await t.app.inject({
        method: 'PUT',
        url,
        headers: alpha,
        payload: { name: 'Taken Over', status: 'inactive' },
      });
      expect(write.statusCode, id).toBe(404);
      expect(write.json()).toEqual({ message: API_MSG.propertyNotFound });
    }
  });

  it('are left untouched by those attempts', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/properties/${betaProperty._id}`,
      headers: beta,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(betaProperty);
  });
});
