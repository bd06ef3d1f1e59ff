import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { authHeader, buildUser } from '../support/factories.ts';

const valid = {
  name: 'CleanCo Linen',
  contactPerson: 'Pat Doe',
  email: 'pat@cleanco.example',
  phone: '+1 (555) 010-2030',
};

describe('vendor input checks', () => {
  let t: TestApp;
  let headers: { authorization: string };
  let vendorId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    headers = await authHeader(t.db, (await buildUser(t.db)).id);
    vendorId = (await t.app.inject({ method: 'POST', url: '/api/vendors', headers, payload: valid })).json()
      ._id;
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PUT', body: unknown) =>
    t.app.inject({
      method,
      url: method === 'POST' ? '/api/vendors' : `/api/vendors/${vendorId}`,
      headers,
      payload: body as object,
    });

  it.each(['POST', 'PUT'] as const)('%s answers 400 with every missing field', async (method) => {
    const res = await send(method, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: 'Company Name is required',
      contactPerson: 'Contact Person is required',
      email: 'Email is required',
      phone: 'Phone is required',
    });
  });

  it.each(['POST', 'PUT'] as const)('%s answers 400 with the field and its message', async (method) => {
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ name: '   ' }, { name: 'Company Name is required' }],
      [{ name: 'x'.repeat(10_000) }, { name: 'Company Name must be at most 200 characters' }],
      [{ contactPerson: ' ' }, { contactPerson: 'Contact Person is required' }],
      [
        { contactPerson: 'p'.repeat(201) },
        { contactPerson: 'Contact Person must be at most 200 characters' },
      ],
      [{ email: 'pat@' }, { email: 'Please enter a valid email address' }],
      [{ email: 'not an email' }, { email: 'Please enter a valid email address' }],
      [{ email: `${'a'.repeat(250)}@example.com` }, { email: 'Please enter a valid email address' }],
      [{ phone: 'call me' }, { phone: 'Please enter a valid phone number' }],
      [{ phone: '--' }, { phone: 'Please enter a valid phone number' }],
      [{ phone: '1'.repeat(41) }, { phone: 'Phone must be at most 40 characters' }],
      [{ status: 'closed' }, { status: 'Status must be active or inactive' }],
    ];
    for (const [change, errors] of cases) {
      const res = await send(method, { ...valid, ...change });
      expect(res.statusCode, JSON.stringify(change).slice(0, 60)).toBe(400);
      expect(res.json()).toEqual({ message: Object.values(errors)[0], errors });
    }
  });

  it.each(['POST', 'PUT'] as const)('%s answers 400 to a body that is not JSON', async (method) => {
    const res = await t.app.inject({
      method,
      url: method === 'POST' ? '/api/vendors' : `/api/vendors/${vendorId}`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"name": "Broken',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON' });
  });

  it('stored nothing from the refused requests', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/vendors', headers });
    expect(res.json()).toEqual([expect.objectContaining({ _id: vendorId, ...valid, status: 'active' })]);
  });
});
