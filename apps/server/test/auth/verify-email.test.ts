import { API_MSG, MSG } from '@keydate/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { fixedClock } from '../../src/lib/clock.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { buildUser } from '../support/factories.ts';
import { lastMailTo, tokenFromMail } from '../support/mail-links.ts';

const START = new Date('2026-03-02T09:00:00.000Z');
const HOUR = 3_600_000;

describe('GET /api/auth/verify/:token', () => {
  const clock = fixedClock(START);
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ clock });
  });
  afterAll(() => t.close());

  /** Registers at the clock's current time and returns the mailed token. */
  async function registerAndGetToken(email: string): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Verifier', email, password: 'password-1' },
    });
    expect(res.statusCode).toBe(201);
    return tokenFromMail(await lastMailTo(t.smtp, email), 'verify-email');
  }

  const verify = (token: string, prefix = '/api/auth') =>
    t.app.inject({ method: 'GET', url: `${prefix}/verify/${encodeURIComponent(token)}` });

  const isVerified = async (email: string) => {
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    return row?.emailVerifiedAt ?? null;
  };

  it('verifies the email with the mailed token, then login works', async () => {
    clock.set(START);
    const token = await registerAndGetToken('happy@example.com');
    const res = await verify(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.emailVerifiedToast });
    expect(await isVerified('happy@example.com')).toEqual(START);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'happy@example.com', password: 'password-1' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a token used before', async () => {
    clock.set(START);
    const token = await registerAndGetToken('twice@example.com');
    expect((await verify(token)).statusCode).toBe(200);
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: API_MSG.invalidVerificationToken });
  });

  it('refuses an unknown token and a reset token', async () => {
    const user = await buildUser(t.db, { verified: false });
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    const resetToken = tokenFromMail(await lastMailTo(t.smtp, user.email), 'reset-password');
    for (const token of ['not-a-real-token', 'x'.repeat(100), resetToken]) {
      const res = await verify(token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: API_MSG.invalidVerificationToken });
    }
    expect(await isVerified(user.email)).toBeNull();
  });

  it('answers an absurdly long token with a JSON error, not a crash', async () => {
    const res = await verify('x'.repeat(5000));
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it('accepts a token just inside 48 hours and refuses one just past', async () => {
    clock.set(START);
    const inside = await registerAndGetToken('inside@example.com');
    const past = await registerAndGetToken('past@example.com');

    clock.set(new Date(START.getTime() + 48 * HOUR + 1000));
    const expired = await verify(past);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ message: API_MSG.invalidVerificationToken });
    expect(await isVerified('past@example.com')).toBeNull();

    clock.set(new Date(START.getTime() + 48 * HOUR - 1000));
    expect((await verify(inside)).statusCode).toBe(200);
  });

  it('answers at /auth/verify/:token exactly as at /api/auth/verify/:token', async () => {
    clock.set(START);
    const token = await registerAndGetToken('alias-verify@example.com');
    const ok = await verify(token, '/auth');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: MSG.emailVerifiedToast });
    const alias = await verify(token, '/auth');
    const canonical = await verify(token);
    expect(alias.statusCode).toBe(400);
    expect(alias.body).toBe(canonical.body);
  });
});
