import { API_MSG } from '@keydate/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema/index.ts';
import { fixedClock } from '../../src/lib/clock.ts';
import { hashToken } from '../../src/lib/tokens.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { buildUser, DEFAULT_PASSWORD } from '../support/factories.ts';

const START = new Date('2026-01-15T12:00:00.000Z');
const MINUTE = 60_000;

describe('sessions: GET /auth/verify and POST /auth/logout', () => {
  const clock = fixedClock(START);
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ clock, env: { SESSION_TTL_HOURS: '2' } });
  });
  afterAll(() => t.close());

  async function signIn(): Promise<{ token: string; userId: string }> {
    const user = await buildUser(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: user.email, password: DEFAULT_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    return { token: res.json().token, userId: user.id };
  }

  const whoami = (token: string | undefined, url = '/auth/verify') =>
    t.app.inject({
      method: 'GET',
      url,
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    });

  it('answers the session user and workspace at /auth/verify and /api/auth/verify', async () => {
    clock.set(START);
    const { token, userId } = await signIn();
    const alias = await whoami(token);
    const canonical = await whoami(token, '/api/auth/verify');
    expect(alias.statusCode).toBe(200);
    expect(alias.json()).toEqual({
      user: expect.objectContaining({ _id: userId, isVerified: true }),
      workspace: { _id: expect.any(String), name: expect.any(String) },
    });
    expect(canonical.body).toBe(alias.body);
  });

  it('stores only the hash of the bearer token', async () => {
    clock.set(START);
    const { token, userId } = await signIn();
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('answers 401 without a token, with a forged one and with a malformed header', async () => {
    const none = await whoami(undefined);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: API_MSG.notAuthenticated });

    const forged = await whoami('Zm9yZ2VkLXRva2VuLXRoYXQtbG9va3MtcmVhbC1lbm91Z2gtMTIzNDU2');
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ message: API_MSG.sessionExpired });

    const basic = await t.app.inject({
      method: 'GET',
      url: '/api/auth/verify',
      headers: { authorization: 'Basic dXNlcjpwYXNz' },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('expires a session after SESSION_TTL_HOURS', async () => {
    clock.set(START);
    const { token } = await signIn();
    clock.set(new Date(START.getTime() + 120 * MINUTE - MINUTE));
    expect((await whoami(token)).statusCode).toBe(200);
    clock.set(new Date(START.getTime() + 120 * MINUTE + MINUTE));
    const expired = await whoami(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: API_MSG.sessionExpired });
  });

  it('logout revokes only the token it was called with', async () => {
    clock.set(START);
    const { token } = await signIn();
    const { token: other } = await signIn();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: API_MSG.loggedOut });
    expect((await whoami(token)).statusCode).toBe(401);
    expect((await whoami(other)).statusCode).toBe(200);

    const again = await t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.statusCode).toBe(401);
  });

  it('logs out through the /auth/logout alias too', async () => {
    clock.set(START);
    const { token } = await signIn();
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: API_MSG.loggedOut });
    expect((await whoami(token, '/api/auth/verify')).statusCode).toBe(401);
  });
});
