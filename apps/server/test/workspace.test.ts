import { API_MSG } from '@keydate/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaces } from '../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from './support/build-test-app.ts';
import { authHeader, buildUser, buildWorkspace } from './support/factories.ts';

describe('GET and PATCH /api/workspace', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function workspaceWith(role: 'user' | 'admin') {
    const workspace = await buildWorkspace(t.db, { name: 'Mountain Lodges' });
    const user = await buildUser(t.db, { workspaceId: workspace.id, role });
    return { workspace, headers: await authHeader(t.db, user.id) };
  }
  const rename = (headers: { authorization: string }, payload: unknown) =>
    t.app.inject({ method: 'PATCH', url: '/api/workspace', headers, payload: payload as object });

  it("answers the caller's workspace to any role", async () => {
    for (const role of ['user', 'admin'] as const) {
      const { workspace, headers } = await workspaceWith(role);
      const res = await t.app.inject({ method: 'GET', url: '/api/workspace', headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        _id: workspace.id,
        name: 'Mountain Lodges',
        reminderLeadDays: { notice: [60, 30, 14, 7, 1], end: [30, 7] },
      });
    }
  });

  it('lets an admin rename it (trimmed), touching no other workspace', async () => {
    const { workspace, headers } = await workspaceWith('admin');
    const other = await buildWorkspace(t.db, { name: 'Mountain Lodges' });
    const res = await rename(headers, { name: '  Alpine Lodges  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ _id: workspace.id, name: 'Alpine Lodges' });
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers });
    expect(session.json().workspace.name).toBe('Alpine Lodges');
    const [untouched] = await t.db.select().from(workspaces).where(eq(workspaces.id, other.id));
    expect(untouched?.name).toBe('Mountain Lodges');
  });

  it('answers 403 to a user', async () => {
    const { workspace, headers } = await workspaceWith('user');
    const res = await rename(headers, { name: 'Taken Over' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: API_MSG.forbidden });
    const [row] = await t.db.select().from(workspaces).where(eq(workspaces.id, workspace.id));
    expect(row?.name).toBe('Mountain Lodges');
  });

  it('answers 400 for a blank or over-long name', async () => {
    const { headers } = await workspaceWith('admin');
    const blank = await rename(headers, { name: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ name: 'Workspace name is required' });
    const long = await rename(headers, { name: 'w'.repeat(10_000) });
    expect(long.json().errors).toEqual({ name: 'Workspace name must be at most 200 characters' });
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/workspace' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'PATCH', url: '/api/workspace', payload: { name: 'x' } })).statusCode,
    ).toBe(401);
  });
});
