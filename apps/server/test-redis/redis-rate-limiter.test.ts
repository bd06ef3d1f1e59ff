// Runs when TEST_REDIS_URL names a Redis server: counters shared by several instances.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { redisRateLimiter } from '../src/lib/rate-limiter.ts';

describe('redisRateLimiter', () => {
  it('shares one window between two instances and sets its expiry', async () => {
    const url = process.env.TEST_REDIS_URL as string;
    const a = await redisRateLimiter(url);
    const b = await redisRateLimiter(url);
    const key = `test:${randomBytes(6).toString('hex')}`;
    try {
      expect((await a.hit(key, 3, 60)).allowed).toBe(true);
      expect((await b.hit(key, 3, 60)).allowed).toBe(true);
      expect((await a.hit(key, 3, 60)).allowed).toBe(true);
      const refused = await b.hit(key, 3, 60);
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfter).toBeGreaterThan(0);
      expect(refused.retryAfter).toBeLessThanOrEqual(60);
      const short = `${key}:short`;
      await a.hit(short, 1, 1);
      await new Promise((r) => setTimeout(r, 1100));
      expect((await b.hit(short, 1, 1)).allowed).toBe(true);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
