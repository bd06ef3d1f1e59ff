// PATCH /api/account { remindersEnabled } and { weeklyDigestEnabled }: the account page's reminder and
// weekly summary switches, one's own only.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { authHeader, buildUser, buildWorkspace } from '../support/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const patch = (headers: { authorization: string }, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/account', headers, payload });

describe('the reminder switch', () => {
  const storedSwitch = async (id: string) =>
    (await t.db.select({ on: users.remindersEnabled }).from(users).where(eq(users.id, id)))[0]?.on;

  it('is on by default, and a plain user turns it off and on again; it persists', async () => {
    const workspace = await buildWorkspace(t.db);
    const user = await buildUser(t.db, { workspaceId: workspace.id, role: 'user', name: 'Uma User' });
    const colleague = await buildUser(t.db, { workspaceId: workspace.id, role: 'admin' });
    const headers = await authHeader(t.db, user.id);
    const before = await t.app.inject({ method: 'GET', url: '/api/account', headers });
    expect(before.json().remindersEnabled).toBe(true);

    const off = await patch(headers, { remindersEnabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({
      ...before.json(),
      user: { ...before.json().user },
      remindersEnabled: false,
    });
    expect(await storedSwitch(user.id)).toBe(false);
    // A new session (another device) reads the same.
    const elsewhere = await authHeader(t.db, user.id);
    const read = await t.app.inject({ method: 'GET', url: '/api/account', headers: elsewhere });
    expect(read.json().remindersEnabled).toBe(false);
    // Only one's own switch moves; the name is untouched.
    expect(read.json().user.name).toBe('Uma User');
    expect(await storedSwitch(colleague.id)).toBe(true);

    const on = await patch(headers, { remindersEnabled: true });
    expect(on.json().remindersEnabled).toBe(true);
    expect(await storedSwitch(user.id)).toBe(true);
  });

  it('changes with the name in one call, and a rename leaves it as it was', async () => {
    const user = await buildUser(t.db, { role: 'admin' });
    const headers = await authHeader(t.db, user.id);
    const both = await patch(headers, { name: 'Ada', remindersEnabled: false });
    expect(both.statusCode).toBe(200);
    expect(both.json()).toMatchObject({ user: { name: 'Ada' }, remindersEnabled: false });
    const rename = await patch(headers, { name: 'Ada Admin' });
    expect(rename.json()).toMatchObject({ user: { name: 'Ada Admin' }, remindersEnabled: false });
    expect(await storedSwitch(user.id)).toBe(false);
  });

  it('answers 400 for anything but true or false, and changes nothing', async () => {
    const user = await buildUser(t.db, { role: 'user' });
    const headers = await authHeader(t.db, user.id);
    for (const value of ['false', 0, null, 'off']) {
      const res = await patch(headers, { remindersEnabled: value });
      expect(res.statusCode, String(value)).toBe(400);
      expect(res.json()).toEqual({
        message: 'Reminders must be switched on or off',
        errors: { remindersEnabled: 'Reminders must be switched on or off' },
      });
    }
    expect(await storedSwitch(user.id)).toBe(true);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/account',
      payload: { remindersEnabled: false },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('the weekly summary switch', () => {
  const stored = async (id: string) =>
    (
      await t.db
        .select({ weekly: users.weeklyDigestEnabled, reminders: users.remindersEnabled })
        .from(users)
        .where(eq(users.id, id))
    )[0];

  it('is on by default; a person turns their own off and on, apart from the reminder switch', async () => {
    const workspace = await buildWorkspace(t.db);
    const user = await buildUser(t.db, { workspaceId: workspace.id, role: 'user' });
    const colleague = await buildUser(t.db, { workspaceId: workspace.id, role: 'admin' });
    const headers = await authHeader(t.db, user.id);
    expect((await t.app.inject({ url: '/api/account', headers })).json().weeklyDigestEnabled).toBe(true);

    const off = await patch(headers, { weeklyDigestEnabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ weeklyDigestEnabled: false, remindersEnabled: true });
    expect(await stored(user.id)).toEqual({ weekly: false, reminders: true });
    expect(await stored(colleague.id)).toEqual({ weekly: true, reminders: true });
    const elsewhere = await authHeader(t.db, user.id);
    expect((await t.app.inject({ url: '/api/account', headers: elsewhere })).json().weeklyDigestEnabled).toBe(
      false,
    );

    expect((await patch(headers, { weeklyDigestEnabled: true })).json().weeklyDigestEnabled).toBe(true);
    expect(await stored(user.id)).toEqual({ weekly: true, reminders: true });
  });

  it('answers 400 for anything but true or false, and changes nothing', async () => {
    const user = await buildUser(t.db, { role: 'user' });
    const headers = await authHeader(t.db, user.id);
    for (const value of ['false', 0, null]) {
      const res = await patch(headers, { weeklyDigestEnabled: value });
      expect(res.statusCode, String(value)).toBe(400);
      expect(res.json().errors).toEqual({
        weeklyDigestEnabled: 'The weekly summary must be switched on or off',
      });
    }
    expect(await stored(user.id)).toEqual({ weekly: true, reminders: true });
  });
});
