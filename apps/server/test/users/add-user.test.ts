import { API_MSG } from '@keydate/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { buildTestApp, TEST_APP_URL, type TestApp } from '../support/build-test-app.ts';
import { authHeader, buildUser, buildWorkspace } from '../support/factories.ts';
import { lastMailTo, mailsTo, tokenFromMail } from '../support/mail-links.ts';

describe('POST /api/users', () => {
  let t: TestApp;
  let admin: { authorization: string };
  let member: { authorization: string };
  let workspaceId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const workspace = await buildWorkspace(t.db, { name: 'Harbour & "Sons" <Hotels>' });
    workspaceId = workspace.id;
    const owner = await buildUser(t.db, { workspaceId, name: 'Olive Owner', role: 'admin' });
    const user = await buildUser(t.db, { workspaceId, role: 'user' });
    admin = await authHeader(t.db, owner.id);
    member = await authHeader(t.db, user.id);
  });
  afterAll(() => t.close());

  const add = (body: unknown, headers = admin) =>
    t.app.inject({ method: 'POST', url: '/api/users', headers, payload: body as object });

  it('adds an unverified person to the workspace and mails them a verification link', async () => {
    const res = await add({
      name: 'Nina New',
      email: 'Nina@Example.com',
      password: 'chosen-by-admin',
      role: 'user',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      _id: expect.any(String),
      name: 'Nina New',
      email: 'nina@example.com',
      role: 'user',
      isVerified: false,
      createdAt: expect.any(String),
    });
    const [row] = await t.db.select().from(users).where(eq(users.email, 'nina@example.com'));
    expect(row?.workspaceId).toBe(workspaceId);

    const mail = await lastMailTo(t.smtp, 'nina@example.com');
    expect(mail.subject).toBe('You were added to Harbour & "Sons" <Hotels> on Keydate');
    expect(mail.html).toContain('Harbour &amp; &quot;Sons&quot; &lt;Hotels&gt;');
    expect(mail.html).not.toContain('<Hotels>');
    expect(mail.text).toContain('Olive Owner added you to Harbour & "Sons" <Hotels> on Keydate.');
    const token = tokenFromMail(mail, 'verify-email');
    expect(mail.text.split('\n')).toContain(`${TEST_APP_URL}/verify-email/${token}`);

    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'nina@example.com', password: 'chosen-by-admin' },
      });
    expect((await login()).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/verify/${token}` })).statusCode).toBe(200);
    const signedIn = await login();
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().workspace._id).toBe(workspaceId);

    const list = await t.app.inject({ method: 'GET', url: '/api/users', headers: admin });
    expect(list.json().map((u: { email: string }) => u.email)).toContain('nina@example.com');
  });

  it('can add an admin', async () => {
    const res = await add({
      name: 'Second Admin',
      email: 'second-admin@example.com',
      password: 'password-1',
      role: 'admin',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().role).toBe('admin');
  });

  it('answers 409 for an email taken in any workspace, whatever its case', async () => {
    const elsewhere = await buildUser(t.db, { email: 'taken@example.com' });
    expect(elsewhere.workspaceId).not.toBe(workspaceId);
    const res = await add({ name: 'Dup', email: 'TAKEN@example.com', password: 'password-1', role: 'user' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: API_MSG.emailTaken, errors: { email: API_MSG.emailTaken } });
    expect(mailsTo(t.smtp, 'taken@example.com')).toHaveLength(0);
  });

  it('answers 400 for missing fields, a bad role, a malformed email and bad lengths', async () => {
    const missing = await add({});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['email', 'name', 'password', 'role']);

    const badRole = await add({ name: 'X', email: 'x@example.com', password: 'password-1', role: 'owner' });
    expect(badRole.json().errors).toEqual({ role: 'Role must be user or admin' });

    const badEmail = await add({ name: 'X', email: 'x@', password: 'password-1', role: 'user' });
    expect(badEmail.json().errors).toEqual({ email: 'Please enter a valid email address' });

    const short = await add({ name: 'X', email: 'x@example.com', password: '1234567', role: 'user' });
    expect(short.json().errors).toEqual({ password: 'Password must be at least 8 characters' });

    const long = await add({ name: 'X', email: 'x@example.com', password: 'p'.repeat(129), role: 'user' });
    expect(long.json().errors).toEqual({ password: 'Password must be at most 128 characters' });

    const huge = await add({
      name: 'n'.repeat(10_000),
      email: 'x@example.com',
      password: 'password-1',
      role: 'user',
    });
    expect(huge.json().errors).toEqual({ name: 'Name must be at most 200 characters' });

    expect(mailsTo(t.smtp, 'x@example.com')).toHaveLength(0);
  });

  it('answers 403 to a user, before looking at the body', async () => {
    const res = await add(
      { name: 'Sneaky', email: 'sneaky@example.com', password: 'password-1', role: 'admin' },
      member,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: API_MSG.forbidden });
    expect((await add({}, member)).statusCode).toBe(403);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'sneaky@example.com'));
    expect(row).toBeUndefined();
  });
});
