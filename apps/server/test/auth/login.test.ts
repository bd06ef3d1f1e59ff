import { API_MSG, MSG } from '@keydate/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { verifyPassword } from '../../src/services/auth/password.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { buildUser, DEFAULT_PASSWORD } from '../support/factories.ts';
import { lastMailTo, tokenFromMail } from '../support/mail-links.ts';

// Wrapped, not replaced: the real argon2 check runs, and the test sees which hash it ran against.
vi.mock('../../src/services/auth/password.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/services/auth/password.ts')>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});

describe('POST /api/auth/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => {
    vi.mocked(verifyPassword).mockClear();
  });

  const login = (body: unknown, url = '/api/auth/login') =>
    t.app.inject({ method: 'POST', url, payload: body as object });

  it('signs in a registered person once their email is verified', async () => {
    const password = 'first-login-password';
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Newcomer', email: 'newcomer@example.com', password },
    });
    expect(registered.statusCode).toBe(201);

    const early = await login({ email: 'newcomer@example.com', password });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({ message: MSG.verifyBeforeLogin, needsVerification: true });

    const token = tokenFromMail(await lastMailTo(t.smtp, 'newcomer@example.com'), 'verify-email');
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/verify/${token}` })).statusCode).toBe(200);

    const res = await login({ email: 'Newcomer@Example.com', password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      token: expect.any(String),
      user: expect.objectContaining({ email: 'newcomer@example.com', role: 'admin', isVerified: true }),
      workspace: { _id: expect.any(String), name: "Newcomer's workspace" },
    });
    expect(body.user).not.toHaveProperty('passwordHash');

    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/verify',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().user._id).toBe(body.user._id);
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const user = await buildUser(t.db);
    const wrong = await login({ email: user.email, password: 'not-the-password' });
    const unknown = await login({ email: 'nobody@example.com', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: API_MSG.invalidCredentials });
    expect(unknown.body).toBe(wrong.body);
  });

  it('spends an argon2 verification on unknown emails too', async () => {
    const user = await buildUser(t.db);
    await login({ email: user.email, password: 'not-the-password' });
    await login({ email: 'ghost@example.com', password: 'not-the-password' });
    const calls = vi.mocked(verifyPassword).mock.calls;
    expect(calls).toHaveLength(2);
    expect(calls[0]?.[0]).toBe(user.passwordHash);
    // A real argon2id hash with the same cost, not a shortcut.
    expect(calls[1]?.[0]).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(calls[1]?.[0]).not.toBe(user.passwordHash);
  });

  it('tells an unverified account to verify only when the password is right', async () => {
    const user = await buildUser(t.db, { verified: false });
    const right = await login({ email: user.email, password: DEFAULT_PASSWORD });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ message: MSG.verifyBeforeLogin, needsVerification: true });
    const wrong = await login({ email: user.email, password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: API_MSG.invalidCredentials });
  });

  it('signs in a user who was added to a workspace (role user)', async () => {
    const user = await buildUser(t.db, { role: 'user' });
    const res = await login({ email: user.email, password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('user');
  });

  it('answers 400 for missing fields and a malformed email', async () => {
    const missing = await login({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ email: 'Email is required', password: 'Password is required' });
    const malformed = await login({ email: 'nope', password: 'whatever-1' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ email: 'Please enter a valid email address' });
    expect(vi.mocked(verifyPassword)).not.toHaveBeenCalled();
  });

  it('answers at /auth/login exactly as at /api/auth/login', async () => {
    const user = await buildUser(t.db);
    const ok = await login({ email: user.email, password: DEFAULT_PASSWORD }, '/auth/login');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user._id).toBe(user.id);
    const canonical = await login({ email: user.email, password: 'wrong-password' });
    const alias = await login({ email: user.email, password: 'wrong-password' }, '/auth/login');
    expect(alias.statusCode).toBe(401);
    expect(alias.body).toBe(canonical.body);
  });
});
