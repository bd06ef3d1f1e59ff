import { API_MSG } from '@keydate/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { authHeader, buildUser, buildWorkspace } from '../support/factories.ts';

describe('DELETE /api/users/:id', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const remove = (id: string, headers: { authorization: string }) =>
    t.app.inject({ method: 'DELETE', url: `/api/users/${encodeURIComponent(id)}`, headers });
  const whoami = (headers: { authorization: string }) =>
    t.app.inject({ method: 'GET', url: '/api/auth/verify', headers });
  const exists = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id))).length === 1;

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

  it('deletes a user with 204 and no body; their session stops working at once', async () => {
    const { member, headers, memberHeader } = await team();
    expect((await whoami(memberHeader)).statusCode).toBe(200);
    const res = await remove(member.id, headers[0] as { authorization: string });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await exists(member.id)).toBe(false);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, member.id))).toHaveLength(0);
    expect((await whoami(memberHeader)).statusCode).toBe(401);
    const list = await t.app.inject({ method: 'GET', url: '/api/users', headers: headers[0] });
    expect(list.json().map((u: { _id: string }) => u._id)).not.toContain(member.id);
    const again = await remove(member.id, headers[0] as { authorization: string });
    expect(again.statusCode).toBe(404);
  });

  it('refuses to delete the only admin (themself): 409', async () => {
    const { admins, headers } = await team();
    const res = await remove(admins[0]?.id ?? '', headers[0] as { authorization: string });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: API_MSG.lastAdmin });
    expect(await exists(admins[0]?.id ?? '')).toBe(true);
  });

  it('lets an admin delete themself when another admin remains', async () => {
    const { admins, headers } = await team(2);
    const self = headers[0] as { authorization: string };
    expect((await remove(admins[0]?.id ?? '', self)).statusCode).toBe(204);
    expect((await whoami(self)).statusCode).toBe(401);
    expect((await remove(admins[1]?.id ?? '', headers[1] as { authorization: string })).statusCode).toBe(409);
  });

  it('keeps one admin when two admins delete each other at the same moment', async () => {
    const { workspace, admins, headers } = await team(2);
    const results = await Promise.all([
      remove(admins[1]?.id ?? '', headers[0] as { authorization: string }),
      remove(admins[0]?.id ?? '', headers[1] as { authorization: string }),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    // One deletion wins; the other is refused as the last admin (409), or its caller was
    // already deleted (401). Never both.
    expect(codes[0]).toBe(204);
    expect([401, 409]).toContain(codes[1]);
    const remaining = await t.db
      .select()
      .from(users)
      .where(and(eq(users.workspaceId, workspace.id), eq(users.role, 'admin')));
    expect(remaining).toHaveLength(1);
  });

  it("answers 404 for another workspace's user, a missing id and a malformed id, deleting nothing", async () => {
    const { headers } = await team();
    const other = await team();
    for (const id of [other.member.id, '00000000-0000-4000-8000-000000000000', 'abc', '%20']) {
      const res = await remove(id, headers[0] as { authorization: string });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: API_MSG.userNotFound });
    }
    expect(await exists(other.member.id)).toBe(true);
    expect((await whoami(other.memberHeader)).statusCode).toBe(200);
  });

  it('answers 403 to a user and 401 without a session', async () => {
    const { admins, memberHeader } = await team();
    const res = await remove(admins[0]?.id ?? '', memberHeader);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: API_MSG.forbidden });
    const anonymous = await t.app.inject({ method: 'DELETE', url: `/api/users/${admins[0]?.id}` });
    expect(anonymous.statusCode).toBe(401);
    expect(await exists(admins[0]?.id ?? '')).toBe(true);
  });
});
