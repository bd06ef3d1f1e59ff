import { API_MSG } from '@keydate/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/lib/clock.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { authHeader, buildUser, buildWorkspace } from '../support/factories.ts';

type Headers = { authorization: string };

describe('GET, POST and PUT /api/properties', () => {
  let t: TestApp;
  const clock = fixedClock('2025-03-01T09:00:00.000Z');
  let admin: Headers;
  let member: Headers;

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    const workspace = await buildWorkspace(t.db);
    admin = await authHeader(t.db, (await buildUser(t.db, { workspaceId: workspace.id, role: 'admin' })).id);
    member = await authHeader(t.db, (await buildUser(t.db, { workspaceId: workspace.id, role: 'user' })).id);
  });
  afterAll(() => t.close());

  const list = (headers: Headers = admin) => t.app.inject({ method: 'GET', url: '/api/properties', headers });
  const get = (id: string, headers: Headers = admin) =>
    t.app.inject({ method: 'GET', url: `/api/properties/${id}`, headers });
  const create = (body: unknown, headers: Headers = admin) =>
    t.app.inject({ method: 'POST', url: '/api/properties', headers, payload: body as object });
  const update = (id: string, body: unknown, headers: Headers = admin) =>
    t.app.inject({ method: 'PUT', url: `/api/properties/${id}`, headers, payload: body as object });

  it('creates a property (trimmed, active by default), lists it, answers it and edits it', async () => {
    const created = await create({ name: '  HVH-01 Harbour View  ' });
    expect(created.statusCode).toBe(201);
    const property = created.json();
    expect(property).toEqual({
      _id: expect.any(String),
      name: 'HVH-01 Harbour View',
      status: 'active',
      responsibles: [],
      createdAt: '2025-03-01T09:00:00.000Z',
      updatedAt: '2025-03-01T09:00:00.000Z',
    });

    expect((await list()).json()).toEqual([property]);
    const fetched = await get(property._id);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toEqual(property);

    clock.set('2025-03-02T10:30:00.000Z');
    const edited = await update(property._id, { name: ' HVH-01 Harbour View East ', status: 'inactive' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({
      ...property,
      name: 'HVH-01 Harbour View East',
      status: 'inactive',
      updatedAt: '2025-03-02T10:30:00.000Z',
    });
    expect((await get(property._id)).json()).toEqual(edited.json());
  });

  it('creates an inactive property when asked', async () => {
    const res = await create({ name: 'Closed for Renovation', status: 'inactive' });
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('inactive');
  });

  it('keeps the status when an edit leaves it out', async () => {
    const { _id } = (await create({ name: 'Retired Annex', status: 'inactive' })).json();
    const res = await update(_id, { name: 'Retired Annex North' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Retired Annex North', status: 'inactive' });
  });

  it('lists by name whatever its case', async () => {
    for (const name of ['beach House', 'Zephyr Suites', 'alpine Lodge', 'City Center']) {
      expect((await create({ name })).statusCode).toBe(201);
    }
    const names = (await list()).json().map((p: { name: string }) => p.name);
    expect(names).toEqual([
      'alpine Lodge',
      'beach House',
      'City Center',
      'Closed for Renovation',
      'HVH-01 Harbour View East',
      'Retired Annex North',
      'Zephyr Suites',
    ]);
  });

  it('lets a user list, add, read and edit properties', async () => {
    const created = await create({ name: 'Member Added Inn' }, member);
    expect(created.statusCode).toBe(201);
    const { _id } = created.json();
    const listed = await list(member);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((p: { _id: string }) => p._id)).toContain(_id);
    expect((await get(_id, member)).statusCode).toBe(200);
    const edited = await update(_id, { name: 'Member Edited Inn', status: 'inactive' }, member);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Member Edited Inn', status: 'inactive' });
  });

  it('answers 401 without a session or with an unknown token, and changes nothing', async () => {
    const { _id } = (await create({ name: 'Guarded Hotel' })).json();
    for (const headers of [{}, { authorization: 'Bearer not-a-session' }] as Headers[]) {
      const answers = [
        await list(headers),
        await get(_id, headers),
        await create({ name: 'Anonymous Hotel' }, headers),
        await update(_id, { name: 'Anonymous Rename', status: 'active' }, headers),
      ];
      for (const res of answers) expect(res.statusCode).toBe(401);
    }
    expect((await list({} as Headers)).json()).toEqual({ message: API_MSG.notAuthenticated });
    const names = (await list()).json().map((p: { name: string }) => p.name);
    expect(names).toContain('Guarded Hotel');
    expect(names).not.toContain('Anonymous Hotel');
    expect(names).not.toContain('Anonymous Rename');
  });
});
