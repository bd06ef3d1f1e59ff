import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { lastMailTo, tokenFromMail } from '../support/mail-links.ts';

describe('logs of the account calls', () => {
  const lines: string[] = [];
  let t: TestApp;

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    // The production logger options (redaction, request serializer), at the chattiest level.
    const logger = pino(loggerOptions(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'trace' })), sink);
    t = await buildTestApp({ logger });
  });
  afterAll(() => t.close());

  it('never contain a password, an emailed token or a session token', async () => {
    const password = 'Sup3r-Secret-Pa55word';
    const newPassword = 'An0ther-Secret-Pa55word';
    const email = 'logged@example.com';

    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Logged Person', email, password },
    });
    expect(registered.statusCode).toBe(201);
    const verifyToken = tokenFromMail(await lastMailTo(t.smtp, email), 'verify-email');
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/verify/${verifyToken}` })).statusCode).toBe(
      200,
    );

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    expect(login.statusCode).toBe(200);
    const sessionToken: string = login.json().token;
    const headers = { authorization: `Bearer ${sessionToken}` };
    expect((await t.app.inject({ method: 'GET', url: '/auth/verify', headers })).statusCode).toBe(200);
    // A failed login and a failed verification are logged too.
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: `${password}x` },
    });
    await t.app.inject({ method: 'GET', url: `/auth/verify/${verifyToken}` });

    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const resetToken = tokenFromMail(await lastMailTo(t.smtp, email), 'reset-password');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: resetToken, password: newPassword },
    });
    expect(reset.statusCode).toBe(200);

    const log = lines.join('');
    // The requests were logged (with their routes), so the absence below means something.
    expect(log).toContain('/api/auth/register');
    expect(log).toContain('/api/auth/verify/[redacted]');
    for (const secret of [password, newPassword, verifyToken, resetToken, sessionToken]) {
      expect(log).not.toContain(secret);
    }
  });
});
