import { API_MSG } from '@keydate/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { authHeader, buildUser, buildWorkspace } from '../support/factories.ts';

describe('GET and PATCH /api/account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function signedIn(role: 'user' | 'admin' = 'user') {
    const workspace = await buildWorkspace(t.db, { name: 'Seaside Inns' });
    const user = await buildUser(t.db, { workspaceId: workspace.id, name: 'Sam Staff', role });
    return { user, workspace, headers: await authHeader(t.db, user.id) };
  }

  it('answers your own user and workspace', async () => {
    const { user, workspace, headers } = await signedIn();
    const res = await t.app.inject({ method: 'GET', url: '/api/account', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: {
        _id: user.id,
        name: 'Sam Staff',
        email: user.email,
        role: 'user',
        isVerified: true,
        createdAt: user.createdAt.toISOString(),
      },
      workspace: { _id: workspace.id, name: 'Seaside Inns' },
      remindersEnabled: true,
      weeklyDigestEnabled: true,
      calendarFeedUrl: expect.stringMatching(
        /^http:\/\/keydate\.test\/api\/calendar\/[A-Za-z0-9_-]{27}\.[A-Za-z0-9_-]{22}\.ics$/,
      ),
    });
    // Derived, not random: asking again answers the same URL.
    const again = await t.app.inject({ method: 'GET', url: '/api/account', headers });
    expect(again.json().calendarFeedUrl).toBe(res.json().calendarFeedUrl);
  });

  it('renames you (trimmed), for users and admins alike', async () => {
    for (const role of ['user', 'admin'] as const) {
      const { user, headers } = await signedIn(role);
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/account',
        headers,
        payload: { name: '  Samira  ' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        user: { _id: user.id, name: 'Samira', role },
        remindersEnabled: true,
      });
      const after = await t.app.inject({ method: 'GET', url: '/api/account', headers });
      expect(after.json().user.name).toBe('Samira');
    }
  });

  it('answers 400 for a missing, blank or 10,000-character name', async () => {
    const { headers } = await signedIn();
    const cases: Array<[unknown, string]> = [
      [{}, 'Name is required'],
      [{ name: '   ' }, 'Name is required'],
      [{ name: 'n'.repeat(10_000) }, 'Name must be at most 200 characters'],
    ];
    for (const [payload, message] of cases) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/account',
        headers,
        payload: payload as object,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, errors: { name: message } });
    }
    const ok = await t.app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers,
      payload: { name: 'n'.repeat(200) },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('answers 401 without a session, before reading the body', async () => {
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { name: 'x' }],
      ['PATCH', {}],
    ] as const) {
      const res = await t.app.inject({ method, url: '/api/account', ...(payload ? { payload } : {}) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: API_MSG.notAuthenticated });
    }
  });
});
