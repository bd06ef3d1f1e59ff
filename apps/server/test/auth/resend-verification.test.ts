import { API_MSG } from '@keydate/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { buildUser } from '../support/factories.ts';
import { lastMailTo, mailsTo, tokenFromMail } from '../support/mail-links.ts';

describe('POST /api/auth/resend-verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const resend = (email: unknown, url = '/api/auth/resend-verification') =>
    t.app.inject({ method: 'POST', url, payload: { email } });
  const verify = (token: string) => t.app.inject({ method: 'GET', url: `/api/auth/verify/${token}` });

  it('mails a new link to an unverified account, and the newest link is the one that works', async () => {
    const user = await buildUser(t.db, { verified: false });
    const first = await resend(user.email);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: API_MSG.resendAccepted });
    const oldToken = tokenFromMail(await lastMailTo(t.smtp, user.email), 'verify-email');

    expect((await resend(user.email.toUpperCase())).statusCode).toBe(200);
    expect(mailsTo(t.smtp, user.email)).toHaveLength(2);
    const newToken = tokenFromMail(await lastMailTo(t.smtp, user.email), 'verify-email');
    expect(newToken).not.toBe(oldToken);

    expect((await verify(oldToken)).statusCode).toBe(400);
    expect((await verify(newToken)).statusCode).toBe(200);
  });

  it('answers the same for a verified account and an unknown email, and mails nothing', async () => {
    const verified = await buildUser(t.db, { verified: true });
    const known = await resend(verified.email);
    const unknown = await resend('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(mailsTo(t.smtp, verified.email)).toHaveLength(0);
    expect(mailsTo(t.smtp, 'nobody-here@example.com')).toHaveLength(0);
  });

  it('answers 400 for a missing or malformed email', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/resend-verification', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ email: 'Email is required' });
    const malformed = await resend('at@@example');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ email: 'Please enter a valid email address' });
  });

  it('answers at /auth/resend-verification exactly as at the canonical path', async () => {
    const user = await buildUser(t.db, { verified: false });
    const alias = await resend(user.email, '/auth/resend-verification');
    expect(alias.statusCode).toBe(200);
    expect(alias.json()).toEqual({ message: API_MSG.resendAccepted });
    expect(mailsTo(t.smtp, user.email)).toHaveLength(1);
    const bad = await resend('bad', '/auth/resend-verification');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toBe((await resend('bad')).body);
  });
});
