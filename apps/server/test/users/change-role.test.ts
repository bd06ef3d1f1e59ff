import { API_MSG } from '@keydate/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { authHeader, buildUser, buildWorkspace } from '../support/factories.ts';

describe('PATCH /api/users/:id/role', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const setRole = (id: string, role: unknown, headers: { authorization: string }) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/users/${encodeURIComponent(id)}/role`,
      headers,
      payload: { role },
    });

  async function team(admins = 1) {
    const workspace = await buildWorkspace(t.db);
    const adminRows = [];
    for (let i = 0; i < admins; i += 1) {
      adminRows.push(await buildUser(t.db, { workspaceId: workspace.id, role: 'admin' }));
    }
    const member = await buildUser(t.db, { workspaceId: workspace.id, role: 'user' });
    const headers = await Promise.all(adminRows.map((a) => authHeader(t.db, a.id)));
    return { workspace, admins: adminRows, member, headers, memberHeader: await authHeader(t.db, member.id) };
  }

  it('promotes a user and answers the updated user; the new role applies at once', async () => {
    const { member, headers, memberHeader } = await team();
    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers: memberHeader })).statusCode).toBe(
      403,
    );
    const res = await setRole(member.id, 'admin', headers[0] as { authorization: string });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: member.id, role: 'admin' });
    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers: memberHeader })).statusCode).toBe(
      200,
    );
  });

  it('refuses to demote the only admin, themself included: 409', async () => {
    const { admins, headers } = await team();
    const res = await setRole(admins[0]?.id ?? '', 'user', headers[0] as { authorization: string });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: API_MSG.lastAdmin });
    const [row] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, admins[0]?.id ?? ''));
    expect(row?.role).toBe('admin');
  });

  it('lets an admin step down when another admin remains, and they lose admin rights on the next request', async () => {
    const { admins, headers } = await team(2);
    const self = headers[0] as { authorization: string };
    const res = await setRole(admins[0]?.id ?? '', 'user', self);
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('user');
    const next = await t.app.inject({ method: 'GET', url: '/api/users', headers: self });
    expect(next.statusCode).toBe(403);
    // The remaining admin is now the last one.
    const last = await setRole(admins[1]?.id ?? '', 'user', headers[1] as { authorization: string });
    expect(last.statusCode).toBe(409);
  });

  it('lets one admin demote another while two remain', async () => {
    const { admins, headers } = await team(2);
    const res = await setRole(admins[1]?.id ?? '', 'user', headers[0] as { authorization: string });
    expect(res.statusCode).toBe(200);
    const demoted = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${admins[0]?.id}/role`,
      headers: headers[1],
      payload: { role: 'user' },
    });
    expect(demoted.statusCode).toBe(403);
  });

  it('keeps one admin when two admins demote each other at the same moment', async () => {
    const { workspace, admins, headers } = await team(2);
    const results = await Promise.all([
      setRole(admins[1]?.id ?? '', 'user', headers[0] as { authorization: string }),
      setRole(admins[0]?.id ?? '', 'user', headers[1] as { authorization: string }),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    // Either one demotion wins (200) and the other finds the last admin (409), or the loser's
    // role was already gone when it asked (403). Never two admins lost.
    expect(codes[0]).toBe(200);
    expect([403, 409]).toContain(codes[1]);
    const remaining = await t.db
      .select()
      .from(users)
      .where(and(eq(users.workspaceId, workspace.id), eq(users.role, 'admin')));
    expect(remaining).toHaveLength(1);
  });

  it("answers 404 for another workspace's user, a missing id and a malformed id", async () => {
    const { headers } = await team();
    const other = await team();
    for (const id of [
      other.member.id,
      other.admins[0]?.id ?? '',
      '00000000-0000-4000-8000-000000000000',
      'abc',
    ]) {
      const res = await setRole(id, 'admin', headers[0] as { authorization: string });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: API_MSG.userNotFound });
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, other.member.id));
    expect(row?.role).toBe('user');
  });

  it('answers 400 for a missing or unknown role', async () => {
    const { member, headers } = await team();
    const unknown = await setRole(member.id, 'superuser', headers[0] as { authorization: string });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ role: 'Role must be user or admin' });
    const missing = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${member.id}/role`,
      headers: headers[0],
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
  });

  it('answers 403 to a user and 401 without a session', async () => {
    const { admins, memberHeader, member } = await team();
    const res = await setRole(member.id, 'admin', memberHeader);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: API_MSG.forbidden });
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${admins[0]?.id}/role`,
      payload: { role: 'user' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
