import { API_MSG } from '@keydate/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/lib/clock.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { authHeader, buildUser, buildWorkspace } from '../support/factories.ts';

type Headers = { authorization: string };

const vendor = (overrides: Record<string, unknown> = {}) => ({
  name: 'CleanCo Linen',
  contactPerson: 'Pat Doe',
  email: 'pat@cleanco.example',
  phone: '+1 (555) 010-2030',
  ...overrides,
});

describe('GET, POST and PUT /api/vendors', () => {
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

  const list = (headers: Headers = admin) => t.app.inject({ method: 'GET', url: '/api/vendors', headers });
  const get = (id: string, headers: Headers = admin) =>
    t.app.inject({ method: 'GET', url: `/api/vendors/${id}`, headers });
  const create = (body: unknown, headers: Headers = admin) =>
    t.app.inject({ method: 'POST', url: '/api/vendors', headers, payload: body as object });
  const update = (id: string, body: unknown, headers: Headers = admin) =>
    t.app.inject({ method: 'PUT', url: `/api/vendors/${id}`, headers, payload: body as object });

  it('creates a vendor (trimmed, active by default), lists it, answers it and edits it', async () => {
    const created = await create({
      name: '  CleanCo Linen ',
      contactPerson: ' Pat Doe ',
      email: ' pat@cleanco.example ',
      phone: ' +1 (555) 010-2030 ',
    });
    expect(created.statusCode).toBe(201);
    const record = created.json();
    expect(record).toEqual({
      _id: expect.any(String),
      ...vendor(),
      status: 'active',
      createdAt: '2025-03-01T09:00:00.000Z',
      updatedAt: '2025-03-01T09:00:00.000Z',
    });

    expect((await list()).json()).toEqual([record]);
    const fetched = await get(record._id);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toEqual(record);

    clock.set('2025-03-02T10:30:00.000Z');
    const changes = {
      name: 'CleanCo Linen Services',
      contactPerson: 'Sam Roe',
      email: 'sam@cleanco.example',
      phone: '020 7946 0000',
      status: 'inactive',
    };
    const edited = await update(record._id, changes);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({ ...record, ...changes, updatedAt: '2025-03-02T10:30:00.000Z' });
    expect((await get(record._id)).json()).toEqual(edited.json());
  });

  it('creates an inactive vendor when asked', async () => {
    const res = await create(vendor({ name: 'Old Supplies Ltd', status: 'inactive' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('inactive');
  });

  it('keeps the status when an edit leaves it out', async () => {
    const { _id } = (await create(vendor({ name: 'Retired Caterers', status: 'inactive' }))).json();
    const res = await update(_id, vendor({ name: 'Retired Caterers Group' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Retired Caterers Group', status: 'inactive' });
  });

  it('lists by name whatever its case', async () => {
    for (const name of ['bright Pools', 'Zenith Elevators', 'acme HVAC', 'Delta Security']) {
      expect((await create(vendor({ name }))).statusCode).toBe(201);
    }
    const names = (await list()).json().map((v: { name: string }) => v.name);
    expect(names).toEqual([
      'acme HVAC',
      'bright Pools',
      'CleanCo Linen Services',
      'Delta Security',
      'Old Supplies Ltd',
      'Retired Caterers Group',
      'Zenith Elevators',
    ]);
  });

  it('lets a user list, add, read and edit vendors', async () => {
    const created = await create(vendor({ name: 'Member Added Laundry' }), member);
    expect(created.statusCode).toBe(201);
    const { _id } = created.json();
    const listed = await list(member);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((v: { _id: string }) => v._id)).toContain(_id);
    expect((await get(_id, member)).statusCode).toBe(200);
    const edited = await update(_id, vendor({ name: 'Member Edited Laundry', status: 'inactive' }), member);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Member Edited Laundry', status: 'inactive' });
  });

  it('answers 401 without a session or with an unknown token, and changes nothing', async () => {
    const { _id } = (await create(vendor({ name: 'Guarded Vendor' }))).json();
    for (const headers of [{}, { authorization: 'Bearer not-a-session' }] as Headers[]) {
      const answers = [
        await list(headers),
        await get(_id, headers),
        await create(vendor({ name: 'Anonymous Vendor' }), headers),
        await update(_id, vendor({ name: 'Anonymous Rename' }), headers),
      ];
      for (const res of answers) expect(res.statusCode).toBe(401);
    }
    expect((await list({} as Headers)).json()).toEqual({ message: API_MSG.notAuthenticated });
    const names = (await list()).json().map((v: { name: string }) => v.name);
    expect(names).toContain('Guarded Vendor');
    expect(names).not.toContain('Anonymous Vendor');
    expect(names).not.toContain('Anonymous Rename');
  });
});
