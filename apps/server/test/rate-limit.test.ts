import { API_MSG } from '@keydate/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryRateLimiter } from '../src/lib/rate-limiter.ts';
import { buildTestApp, type TestApp } from './support/build-test-app.ts';
import { buildUser, DEFAULT_PASSWORD } from './support/factories.ts';
import { mailsTo } from './support/mail-links.ts';

const WINDOW_SECONDS = 600;

describe('rate limits', () => {
  let t: TestApp;
  // The limiter's own clock, so a test can move past the window without waiting.
  let nowMs = Date.parse('2026-02-01T00:00:00Z');
  let address = 0;
  // Each test speaks from its own address so the per-address counters do not mix.
  const nextAddress = () => `10.0.0.${++address}`;

  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        LOGIN_RATE_LIMIT: '3',
        LOGIN_IP_RATE_LIMIT: '5',
        EMAIL_RATE_LIMIT: '2',
        REGISTER_RATE_LIMIT: '2',
        RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS),
      },
      rateLimiter: memoryRateLimiter(() => nowMs),
    });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress });

  function expectLimited(res: Awaited<ReturnType<typeof post>>) {
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: API_MSG.tooManyRequests });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
  }

  it('limits login attempts per email, even with the right password, until the window ends', async () => {
    const user = await buildUser(t.db);
    const from = nextAddress();
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await post('/api/auth/login', { email: user.email, password: 'guess-guess' }, from)).statusCode,
      ).toBe(401);
    }
    expectLimited(
      await post('/api/auth/login', { email: user.email, password: DEFAULT_PASSWORD }, nextAddress()),
    );
    // The alias shares the counter: it is the same call.
    expectLimited(
      await post('/auth/login', { email: user.email.toUpperCase(), password: DEFAULT_PASSWORD }, from),
    );
    // Another account is not affected.
    const other = await buildUser(t.db);
    expect(
      (await post('/api/auth/login', { email: other.email, password: DEFAULT_PASSWORD }, nextAddress()))
        .statusCode,
    ).toBe(200);

    nowMs += WINDOW_SECONDS * 1000 + 1;
    expect(
      (await post('/api/auth/login', { email: user.email, password: DEFAULT_PASSWORD }, from)).statusCode,
    ).toBe(200);
  });

  it('limits login attempts per address across emails', async () => {
    const from = nextAddress();
    for (let i = 0; i < 5; i += 1) {
      const res = await post(
        '/api/auth/login',
        { email: `spray-${i}@example.com`, password: 'guess-guess' },
        from,
      );
      expect(res.statusCode).toBe(401);
    }
    expectLimited(
      await post('/api/auth/login', { email: 'spray-9@example.com', password: 'guess-guess' }, from),
    );
    const elsewhere = await post(
      '/api/auth/login',
      { email: 'spray-9@example.com', password: 'guess-guess' },
      nextAddress(),
    );
    expect(elsewhere.statusCode).toBe(401);
  });

  it('limits resend-verification per email', async () => {
    const user = await buildUser(t.db, { verified: false });
    for (let i = 0; i < 2; i += 1) {
      expect(
        (await post('/api/auth/resend-verification', { email: user.email }, nextAddress())).statusCode,
      ).toBe(200);
    }
    expectLimited(await post('/api/auth/resend-verification', { email: user.email }, nextAddress()));
    expect(mailsTo(t.smtp, user.email)).toHaveLength(2);
    // Unknown emails are counted the same way, so the answer reveals nothing.
    for (let i = 0; i < 2; i += 1) {
      expect(
        (await post('/auth/resend-verification', { email: 'ghost@example.com' }, nextAddress())).statusCode,
      ).toBe(200);
    }
    expectLimited(await post('/auth/resend-verification', { email: 'ghost@example.com' }, nextAddress()));
  });

  it('limits forgot-password per email', async () => {
    const user = await buildUser(t.db);
    for (let i = 0; i < 2; i += 1) {
      expect((await post('/api/auth/forgot-password', { email: user.email }, nextAddress())).statusCode).toBe(
        200,
      );
    }
    expectLimited(await post('/api/auth/forgot-password', { email: user.email }, nextAddress()));
    expect(mailsTo(t.smtp, user.email)).toHaveLength(2);
    const other = await buildUser(t.db);
    expect((await post('/api/auth/forgot-password', { email: other.email }, nextAddress())).statusCode).toBe(
      200,
    );
  });

  it('limits registrations per address', async () => {
    const from = nextAddress();
    for (let i = 0; i < 2; i += 1) {
      const res = await post(
        '/api/auth/register',
        { name: 'Bulk', email: `bulk-${i}@example.com`, password: 'password-1' },
        from,
      );
      expect(res.statusCode).toBe(201);
    }
    expectLimited(
      await post(
        '/api/auth/register',
        { name: 'Bulk', email: 'bulk-9@example.com', password: 'password-1' },
        from,
      ),
    );
    const elsewhere = await post(
      '/api/auth/register',
      { name: 'Bulk', email: 'bulk-9@example.com', password: 'password-1' },
      nextAddress(),
    );
    expect(elsewhere.statusCode).toBe(201);
  });
});
