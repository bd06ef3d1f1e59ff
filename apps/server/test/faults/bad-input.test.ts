// Input a client can send never answers 5xx: text holding U+0000 or another control character, and a
// JSON body that is null or not an object, answer 400 on every call.
import { API_MSG } from '@keydate/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { buildContractWorld, footprint, individualMetadata, upload } from '../support/contracts.ts';

type Schema = { type?: string; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[] };
type Operation = {
  security?: unknown;
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

const NUL = 'Harbour\u0000View';

/** Every string field of a body schema set to `text` (one level of objects and arrays deep). */
function bodyWithText(schema: Schema | undefined, text: string): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema?.properties ?? {})) {
    const kinds = [field, ...(field.anyOf ?? [])];
    if (kinds.some((k) => k.type === 'string')) body[name] = text;
    else if (kinds.some((k) => k.type === 'array')) body[name] = [text];
    else if (kinds.some((k) => k.type === 'object')) body[name] = { value: text };
  }
  return body;
}

describe('bad input on every call', () => {
  let t: TestApp;
  let admin: { authorization: string };
  let paths: Record<string, Record<string, Operation>>;
  let ids: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp();
    const world = await buildContractWorld(t);
    admin = world.admin;
    const created = await upload(t, admin, { metadata: individualMetadata(world.property(0).id) });
    ids = {
      users: world.adminUser.id,
      properties: world.property(0).id,
      vendors: world.vendor.id,
      contracts: created.json()._id,
    };
    paths = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json().paths;
  });
  afterAll(() => t.close());

  // A real id for the resource a path names, so the call reaches its checks rather than a 404.
  const urlOf = (path: string, param = (resource: string) => ids[resource] ?? 'x') =>
    path.replace(/\/(\w+)\/\{[^}]+\}/g, (_m, resource: string) => `/${resource}/${param(resource)}`);

  const calls = () =>
    Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({ path, method, operation })),
    );

  it('answers 400 to a JSON body that is null, an array, a string or a number', async () => {
    let checked = 0;
    for (const { path, method, operation } of calls()) {
      if (!['post', 'put', 'patch'].includes(method)) continue;
      const json = operation.requestBody?.content?.['application/json'];
      for (const payload of ['null', '[]', '"text"', '42']) {
        const res = await t.app.inject({
          method: method.toUpperCase() as 'POST',
          url: urlOf(path),
          headers: { ...admin, 'content-type': 'application/json' },
          payload,
        });
        const where = `${method} ${path} ${payload}`;
        expect(res.statusCode, where).toBeLessThan(500);
        if (json) {
          expect(res.statusCode, where).toBe(400);
          expect(res.json().message, where).toBe(API_MSG.bodyNotObject);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('answers 400 to U+0000 in any text of a JSON body, naming the field', async () => {
    let checked = 0;
    for (const { path, method, operation } of calls()) {
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      const body = bodyWithText(schema, NUL);
      if (Object.keys(body).length === 0) continue;
      for (const field of Object.keys(body)) {
        const res = await t.app.inject({
          method: method.toUpperCase() as 'POST',
          url: urlOf(path),
          headers: admin,
          payload: { ...bodyWithText(schema, 'Harbour View'), [field]: body[field] },
        });
        const where = `${method} ${path} ${field}`;
        expect(res.statusCode, where).toBe(400);
        expect(res.json().message, where).toBe(API_MSG.controlCharacters);
        expect(Object.keys(res.json().errors ?? {})[0], where).toMatch(new RegExp(`^${field}(\\.|$)`));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('answers 400 to a control character in a query parameter or a path segment', async () => {
    let checked = 0;
    for (const { path, method, operation } of calls()) {
      const verb = method.toUpperCase() as 'GET';
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'query') {
          const url = `${urlOf(path)}?${parameter.name}=${encodeURIComponent('a\u0007b')}`;
          const res = await t.app.inject({ method: verb, url, headers: admin });
          expect(res.statusCode, `${method} ${url}`).toBe(400);
          checked += 1;
        }
      }
      if (path.includes('{')) {
        const url = urlOf(path, () => encodeURIComponent(NUL));
        const res = await t.app.inject({ method: verb, url, headers: admin, payload: {} });
        expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
        if (res.statusCode !== 401 && res.statusCode !== 403)
          expect(res.statusCode, `${method} ${url}`).toBe(400);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(15);
  });

  it('answers 400 to the cases first seen as 500', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: admin,
      payload: { name: NUL },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({
      message: API_MSG.controlCharacters,
      errors: { name: API_MSG.controlCharacters },
    });
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/properties/${ids.properties}`,
      headers: admin,
      payload: { name: NUL },
    });
    expect(renamed.statusCode).toBe(400);
    const nulled = await t.app.inject({
      method: 'PUT',
      url: `/api/contracts/${ids.contracts}`,
      headers: { ...admin, 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(nulled.statusCode).toBe(400);
    expect(nulled.json()).toEqual({ message: API_MSG.bodyNotObject });
  });

  it('refuses a line break inside a name and trims one around it', async () => {
    const inside = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: admin,
      payload: { name: 'Harbour\nView' },
    });
    expect(inside.statusCode).toBe(400);
    expect(inside.json().errors).toEqual({ name: API_MSG.controlCharacters });
    const around = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: admin,
      payload: { name: '\tHarbour View East\n' },
    });
    expect(around.statusCode).toBe(201);
    expect(around.json().name).toBe('Harbour View East');
  });

  it('answers 400 to a control character in the upload metadata and stores nothing', async () => {
    const before = await footprint(t);
    const res = await upload(t, admin, {
      metadata: individualMetadata(ids.properties as string, { name: NUL }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: API_MSG.controlCharacters,
      errors: { name: API_MSG.controlCharacters },
    });
    expect(await footprint(t)).toEqual(before);
  });
});
