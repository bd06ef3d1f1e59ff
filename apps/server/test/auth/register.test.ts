import { API_MSG, MSG } from '@keydate/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, userTokens, workspaces } from '../../src/db/schema/index.ts';
import { hashToken } from '../../src/lib/tokens.ts';
import { buildTestApp, TEST_APP_URL, type TestApp } from '../support/build-test-app.ts';
import { lastMailTo, mailsTo, tokenFromMail } from '../support/mail-links.ts';

describe('POST /api/auth/register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const register = (body: unknown, url = '/api/auth/register') =>
    t.app.inject({ method: 'POST', url, payload: body as object });

  it('creates an unverified admin in a new workspace named after them', async () => {
    const res = await register({ name: 'Ada Lovelace', email: 'ada@example.com', password: 'analytical-1' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      message: MSG.registrationSuccess,
      user: {
        _id: expect.any(String),
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        role: 'admin',
        isVerified: false,
        createdAt: expect.any(String),
      },
    });
    expect(new Date(body.user.createdAt).toISOString()).toBe(body.user.createdAt);

    const [row] = await t.db.select().from(users).where(eq(users.id, body.user._id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain('analytical-1');
    const [workspace] = await t.db
      .select()
      .from(workspaces)
      .where(eq(workspaces.id, row?.workspaceId ?? ''));
    expect(workspace?.name).toBe("Ada Lovelace's workspace");
  });

  it('mails a verification link to APP_URL/verify-email/<token>, storing only its hash', async () => {
    await register({ name: 'Grace <Hopper> & "Co"', email: 'grace@example.com', password: 'cobol-rules' });
    const mail = await lastMailTo(t.smtp, 'grace@example.com');
    expect(mail.subject).toBe('Verify your email for Keydate');
    const token = tokenFromMail(mail, 'verify-email');
    const link = `${TEST_APP_URL}/verify-email/${token}`;
    // The plain-text part carries the link alone on its line.
    expect(mail.text.split('\n').map((line) => line.trim())).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    // The name is escaped in HTML, shown as typed in plain text.
    expect(mail.html).toContain('Grace &lt;Hopper&gt; &amp; &quot;Co&quot;');
    expect(mail.html).not.toContain('<Hopper>');
    expect(mail.text).toContain('Hi Grace <Hopper> & "Co",');

    const [user] = await t.db.select().from(users).where(eq(users.email, 'grace@example.com'));
    const rows = await t.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.userId, user?.id ?? ''));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.purpose).toBe('verify_email');
    expect(rows[0]?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const lifetimeHours =
      ((rows[0]?.expiresAt.getTime() ?? 0) - (rows[0]?.createdAt.getTime() ?? 0)) / 3_600_000;
    expect(lifetimeHours).toBe(48);
  });

  it('stores the email trimmed and lower-cased', async () => {
    const res = await register({ name: 'Case', email: '  MiXeD@Example.COM ', password: 'password-1' });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.email).toBe('mixed@example.com');
  });

  it('answers 409 for an email already registered, whatever its case', async () => {
    expect((await register({ name: 'Foo', email: 'foo@x.com', password: 'password-1' })).statusCode).toBe(
      201,
    );
    const res = await register({ name: 'Other Foo', email: 'Foo@X.com', password: 'password-2' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: API_MSG.emailTaken, errors: { email: API_MSG.emailTaken } });
    expect(mailsTo(t.smtp, 'foo@x.com')).toHaveLength(1);
  });

  it('answers 409 to the loser when two registrations of one email race', async () => {
    const body = { name: 'Racer', email: 'race@example.com', password: 'password-1' };
    const results = await Promise.all([register(body), register(body), register(body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = await t.db.select().from(users).where(eq(users.email, 'race@example.com'));
    expect(rows).toHaveLength(1);
    // The losers' workspaces were rolled back with their users.
    const named = await t.db.select().from(workspaces).where(eq(workspaces.name, "Racer's workspace"));
    expect(named).toHaveLength(1);
  });

  it('answers 400 naming every missing field', async () => {
    const res = await register({});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('answers 400 without a body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('answers 400 for blank fields and a malformed email', async () => {
    const res = await register({ name: '   ', email: 'not-an-email', password: 'password-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
    });
  });

  it('accepts passwords of 8 and 128 characters, refuses 7 and 129', async () => {
    const attempt = (password: string, email: string) => register({ name: 'Len', email, password });
    const seven = await attempt('a'.repeat(7), 'len7@example.com');
    expect(seven.statusCode).toBe(400);
    expect(seven.json().errors).toEqual({ password: 'Password must be at least 8 characters' });
    expect((await attempt('a'.repeat(8), 'len8@example.com')).statusCode).toBe(201);
    expect((await attempt('a'.repeat(128), 'len128@example.com')).statusCode).toBe(201);
    const long = await attempt('a'.repeat(129), 'len129@example.com');
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ password: 'Password must be at most 128 characters' });
  });

  it('refuses a 10,000-character name and keeps a 200-character one within workspace limits', async () => {
    const huge = await register({
      name: 'n'.repeat(10_000),
      email: 'huge@example.com',
      password: 'password-1',
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors).toEqual({ name: 'Name must be at most 200 characters' });

    const res = await register({ name: 'm'.repeat(200), email: 'long@example.com', password: 'password-1' });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'long@example.com'));
    const [workspace] = await t.db
      .select()
      .from(workspaces)
      .where(eq(workspaces.id, row?.workspaceId ?? ''));
    expect(workspace?.name.length).toBeLessThanOrEqual(200);
    expect(workspace?.name.endsWith("'s workspace")).toBe(true);
  });

  it('answers at /auth/register exactly as at /api/auth/register', async () => {
    const res = await register(
      { name: 'Alias', email: 'alias@example.com', password: 'password-1' },
      '/auth/register',
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().user.email).toBe('alias@example.com');
    const dup = await register(
      { name: 'Alias', email: 'alias@example.com', password: 'password-1' },
      '/auth/register',
    );
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: API_MSG.emailTaken, errors: { email: API_MSG.emailTaken } });
  });

  it('still registers when the mail server is down; the link can be sent again later', async () => {
    t.smtp.setRefusing(true);
    try {
      const res = await register({ name: 'Offline', email: 'offline@example.com', password: 'password-1' });
      expect(res.statusCode).toBe(201);
    } finally {
      t.smtp.setRefusing(false);
    }
    expect(mailsTo(t.smtp, 'offline@example.com')).toHaveLength(0);
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
      payload: { email: 'offline@example.com' },
    });
    expect(resend.statusCode).toBe(200);
    const mail = await lastMailTo(t.smtp, 'offline@example.com');
    const verify = await t.app.inject({
      method: 'GET',
      url: `/api/auth/verify/${tokenFromMail(mail, 'verify-email')}`,
    });
    expect(verify.statusCode).toBe(200);
  });
});
