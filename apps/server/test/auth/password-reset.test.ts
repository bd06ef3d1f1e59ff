import { API_MSG } from '@keydate/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, userTokens } from '../../src/db/schema/index.ts';
import { fixedClock } from '../../src/lib/clock.ts';
import { createSession } from '../../src/services/sessions/create-session.ts';
import { buildTestApp, TEST_APP_URL, type TestApp } from '../support/build-test-app.ts';
import { buildUser, DEFAULT_PASSWORD } from '../support/factories.ts';
import { lastMailTo, mailsTo, tokenFromMail } from '../support/mail-links.ts';

const START = new Date('2026-05-10T08:00:00.000Z');
const HOUR = 3_600_000;

describe('forgot-password and reset-password', () => {
  const clock = fixedClock(START);
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ clock });
  });
  afterAll(() => t.close());

  const forgot = (email: unknown, url = '/api/auth/forgot-password') =>
    t.app.inject({ method: 'POST', url, payload: { email } });
  const reset = (token: unknown, password: unknown, url = '/api/auth/reset-password') =>
    t.app.inject({ method: 'POST', url, payload: { token, password } });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  async function requestToken(email: string): Promise<string> {
    const res = await forgot(email);
    expect(res.statusCode).toBe(200);
    return tokenFromMail(await lastMailTo(t.smtp, email), 'reset-password');
  }

  it('mails a reset link to APP_URL/reset-password/<token> valid for one hour', async () => {
    clock.set(START);
    const user = await buildUser(t.db);
    const res = await forgot(user.email);
    expect(res.json()).toEqual({ message: API_MSG.forgotAccepted });
    const mail = await lastMailTo(t.smtp, user.email);
    expect(mail.subject).toBe('Reset your Keydate password');
    const token = tokenFromMail(mail, 'reset-password');
    expect(mail.text.split('\n')).toContain(`${TEST_APP_URL}/reset-password/${token}`);
    const [row] = await t.db.select().from(userTokens).where(eq(userTokens.userId, user.id));
    expect(row?.purpose).toBe('reset_password');
    expect(row?.expiresAt).toEqual(new Date(START.getTime() + HOUR));
    expect(row?.tokenHash).not.toBe(token);
  });

  it('answers the same for an unknown email and mails nothing', async () => {
    const user = await buildUser(t.db);
    const known = await forgot(user.email);
    const unknown = await forgot('nobody@example.com');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(mailsTo(t.smtp, 'nobody@example.com')).toHaveLength(0);
  });

  it('sets the new password and signs the user out everywhere', async () => {
    clock.set(START);
    const user = await buildUser(t.db);
    const before = await createSession({ db: t.db, userId: user.id, now: START, ttlHours: 24 });
    const auth = { authorization: `Bearer ${before.token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: auth })).statusCode).toBe(
      200,
    );

    const token = await requestToken(user.email);
    const res = await reset(token, 'brand-new-password');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: API_MSG.passwordResetDone });

    const afterReset = await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: auth });
    expect(afterReset.statusCode).toBe(401);
    expect((await login(user.email, DEFAULT_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, 'brand-new-password')).statusCode).toBe(200);
  });

  it('refuses a used, an unknown and an expired token', async () => {
    clock.set(START);
    const user = await buildUser(t.db);
    const token = await requestToken(user.email);
    expect((await reset(token, 'first-new-password')).statusCode).toBe(200);
    const reused = await reset(token, 'second-new-password');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      message: API_MSG.invalidResetToken,
      errors: { token: API_MSG.invalidResetToken },
    });
    expect((await reset('made-up-token', 'second-new-password')).statusCode).toBe(400);

    const other = await buildUser(t.db);
    const late = await requestToken(other.email);
    clock.set(new Date(START.getTime() + HOUR + 1000));
    const expired = await reset(late, 'too-late-password');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(API_MSG.invalidResetToken);
    expect((await login(other.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('accepts a token just inside the hour', async () => {
    clock.set(START);
    const user = await buildUser(t.db);
    const token = await requestToken(user.email);
    clock.set(new Date(START.getTime() + HOUR - 1000));
    expect((await reset(token, 'just-in-time')).statusCode).toBe(200);
  });

  it('keeps only the newest reset link valid', async () => {
    clock.set(START);
    const user = await buildUser(t.db);
    const older = await requestToken(user.email);
    const newer = await requestToken(user.email);
    expect((await reset(older, 'older-link-password')).statusCode).toBe(400);
    expect((await reset(newer, 'newer-link-password')).statusCode).toBe(200);
  });

  it('refuses a bad new password without spending the token', async () => {
    clock.set(START);
    const user = await buildUser(t.db);
    const token = await requestToken(user.email);
    const short = await reset(token, 'a'.repeat(7));
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ password: 'Password must be at least 8 characters' });
    const long = await reset(token, 'a'.repeat(129));
    expect(long.json().errors).toEqual({ password: 'Password must be at most 128 characters' });
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ token: 'Token is required', password: 'Password is required' });
    expect((await reset(token, 'a'.repeat(128))).statusCode).toBe(200);
  });

  it('marks an unverified email verified: the link proved the mailbox', async () => {
    clock.set(START);
    const user = await buildUser(t.db, { verified: false });
    expect((await login(user.email, DEFAULT_PASSWORD)).statusCode).toBe(403);
    const token = await requestToken(user.email);
    expect((await reset(token, 'verified-by-reset')).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.emailVerifiedAt).toEqual(START);
    expect((await login(user.email, 'verified-by-reset')).statusCode).toBe(200);
  });

  it('answers 400 for a malformed email', async () => {
    const res = await forgot('no-at-sign');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: 'Please enter a valid email address' });
  });

  it('answers at /auth/forgot-password and /auth/reset-password as at the canonical paths', async () => {
    clock.set(START);
    const user = await buildUser(t.db);
    const res = await forgot(user.email, '/auth/forgot-password');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: API_MSG.forgotAccepted });
    const token = tokenFromMail(await lastMailTo(t.smtp, user.email), 'reset-password');
    const done = await reset(token, 'alias-password', '/auth/reset-password');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: API_MSG.passwordResetDone });
    const again = await reset(token, 'alias-password', '/auth/reset-password');
    expect(again.statusCode).toBe(400);
    expect(again.body).toBe((await reset(token, 'alias-password')).body);
  });
});
