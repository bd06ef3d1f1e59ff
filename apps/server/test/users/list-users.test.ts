import { API_MSG } from '@keydate/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { authHeader, buildUser, buildWorkspace } from '../support/factories.ts';

describe('GET /api/users and GET /api/users/:id', () => {
  let t: TestApp;
  let admin: { authorization: string };
  let member: { authorization: string };
  let ids: { zoe: string; adam: string; memberId: string; otherWorkspaceUser: string };

  beforeAll(async () => {
    t = await buildTestApp();
    const a = await buildWorkspace(t.db, { name: 'Alpha Hotels' });
    const b = await buildWorkspace(t.db, { name: 'Beta Resorts' });
    const zoe = await buildUser(t.db, { workspaceId: a.id, name: 'Zoe Admin', role: 'admin' });
    const adam = await buildUser(t.db, {
      workspaceId: a.id,
      name: 'Adam Pending',
      role: 'user',
      verified: false,
    });
    const mia = await buildUser(t.db, { workspaceId: a.id, name: 'Mia Member', role: 'user' });
    await buildUser(t.db, { workspaceId: b.id, name: 'Bob Beta', role: 'admin' });
    const otherWorkspaceUser = await buildUser(t.db, { workspaceId: b.id, name: 'Bea Beta', role: 'user' });
    admin = await authHeader(t.db, zoe.id);
    member = await authHeader(t.db, mia.id);
    ids = { zoe: zoe.id, adam: adam.id, memberId: mia.id, otherWorkspaceUser: otherWorkspaceUser.id };
  });
  afterAll(() => t.close());

  it("lists the caller's workspace only, ordered by name", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users', headers: admin });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((u: { name: string }) => u.name)).toEqual(['Adam Pending', 'Mia Member', 'Zoe Admin']);
    expect(list[0]).toEqual({
      _id: ids.adam,
      name: 'Adam Pending',
      email: expect.any(String),
      role: 'user',
      isVerified: false,
      createdAt: expect.any(String),
      contractsOwned: 0,
    });
    expect(JSON.stringify(list)).not.toContain('Beta');
    expect(JSON.stringify(list)).not.toContain('argon2');
  });

  it('answers one user of the workspace by id', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/users/${ids.memberId}`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: ids.memberId,
      name: 'Mia Member',
      role: 'user',
      isVerified: true,
    });
  });

  it("answers another workspace's user exactly like a missing or malformed id: 404", async () => {
    const answers = await Promise.all(
      [ids.otherWorkspaceUser, '00000000-0000-4000-8000-000000000000', 'abc', "1' or '1'='1"].map((id) =>
        t.app.inject({ method: 'GET', url: `/api/users/${encodeURIComponent(id)}`, headers: admin }),
      ),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: API_MSG.userNotFound });
    }
  });

  it('answers 403 to a user and 401 without a session', async () => {
    for (const url of ['/api/users', `/api/users/${ids.zoe}`]) {
      const forbidden = await t.app.inject({ method: 'GET', url, headers: member });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ message: API_MSG.forbidden });
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode).toBe(401);
    }
  });
});
