import { API_MSG } from '@keydate/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { authHeader, buildUser, DEFAULT_PASSWORD } from '../support/factories.ts';
import { lastMailTo, tokenFromMail } from '../support/mail-links.ts';

describe('POST /api/account/password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const change = (headers: { authorization: string }, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/account/password', headers, payload: payload as object });
  const whoami = (headers: { authorization: string }) =>
    t.app.inject({ method: 'GET', url: '/api/auth/verify', headers });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('changes the password, keeps this session and ends the others', async () => {
    const user = await buildUser(t.db, { role: 'user' });
    const current = await authHeader(t.db, user.id);
    const otherDevice = await authHeader(t.db, user.id);
    const res = await change(current, {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: 'a-better-password',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: API_MSG.passwordChanged });
    expect((await whoami(current)).statusCode).toBe(200);
    expect((await whoami(otherDevice)).statusCode).toBe(401);
    expect((await login(user.email, DEFAULT_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, 'a-better-password')).statusCode).toBe(200);
  });

  it('answers 400 on the currentPassword field when it is wrong, changing nothing', async () => {
    const user = await buildUser(t.db);
    const headers = await authHeader(t.db, user.id);
    const otherDevice = await authHeader(t.db, user.id);
    const res = await change(headers, {
      currentPassword: 'not-my-password',
      newPassword: 'a-better-password',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: API_MSG.wrongCurrentPassword,
      errors: { currentPassword: API_MSG.wrongCurrentPassword },
    });
    expect((await whoami(otherDevice)).statusCode).toBe(200);
    expect((await login(user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('applies the password rules to the new password', async () => {
    const user = await buildUser(t.db);
    const headers = await authHeader(t.db, user.id);
    const short = await change(headers, { currentPassword: DEFAULT_PASSWORD, newPassword: '1234567' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ newPassword: 'Password must be at least 8 characters' });
    const long = await change(headers, { currentPassword: DEFAULT_PASSWORD, newPassword: 'p'.repeat(129) });
    expect(long.json().errors).toEqual({ newPassword: 'Password must be at most 128 characters' });
    const missing = await change(headers, {});
    expect(missing.json().errors).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'Password is required',
    });
    const exact = await change(headers, { currentPassword: DEFAULT_PASSWORD, newPassword: 'p'.repeat(128) });
    expect(exact.statusCode).toBe(200);
  });

  it('makes a pending reset link useless', async () => {
    const user = await buildUser(t.db);
    const headers = await authHeader(t.db, user.id);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    const token = tokenFromMail(await lastMailTo(t.smtp, user.email), 'reset-password');
    expect(
      (await change(headers, { currentPassword: DEFAULT_PASSWORD, newPassword: 'changed-in-app' }))
        .statusCode,
    ).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'attacker-password' },
    });
    expect(reset.statusCode).toBe(400);
    expect((await login(user.email, 'changed-in-app')).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      payload: { currentPassword: 'x', newPassword: 'password-1' },
    });
    expect(res.statusCode).toBe(401);
  });
});
