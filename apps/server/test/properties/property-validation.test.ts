import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { authHeader, buildUser } from '../support/factories.ts';

describe('property input checks', () => {
  let t: TestApp;
  let headers: { authorization: string };
  let propertyId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    headers = await authHeader(t.db, (await buildUser(t.db)).id);
    propertyId = (
      await t.app.inject({ method: 'POST', url: '/api/properties', headers, payload: { name: 'Original' } })
    ).json()._id;
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PUT', body: unknown) =>
    t.app.inject({
      method,
      url: method === 'POST' ? '/api/properties' : `/api/properties/${propertyId}`,
      headers,
      payload: body as object,
    });

  it.each(['POST', 'PUT'] as const)('%s answers 400 with the field and its message', async (method) => {
    const cases: Array<[unknown, Record<string, string>]> = [
      [{}, { name: 'Property Code/Name is required' }],
      [{ name: '   ' }, { name: 'Property Code/Name is required' }],
      [{ name: 42 }, { name: 'Property Code/Name is required' }],
      [{ name: 'x'.repeat(10_000) }, { name: 'Property Code/Name must be at most 200 characters' }],
      [{ name: 'Valid', status: 'closed' }, { status: 'Status must be active or inactive' }],
      [{ name: 'Valid', status: 'ACTIVE' }, { status: 'Status must be active or inactive' }],
    ];
    for (const [body, errors] of cases) {
      const res = await send(method, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json()).toEqual({ message: Object.values(errors)[0], errors });
    }
  });

  it.each(['POST', 'PUT'] as const)('%s answers 400 to a body that is not JSON', async (method) => {
    const res = await t.app.inject({
      method,
      url: method === 'POST' ? '/api/properties' : `/api/properties/${propertyId}`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"name": "Broken',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON' });
  });

  it('answers 400 to a request without a body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/properties', headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('stored nothing from the refused requests', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/properties', headers });
    expect(res.json()).toEqual([
      expect.objectContaining({ _id: propertyId, name: 'Original', status: 'active' }),
    ]);
  });
});
