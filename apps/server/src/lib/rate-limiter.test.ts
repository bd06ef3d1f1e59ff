import { describe, expect, it } from 'vitest';
import { memoryRateLimiter } from './rate-limiter.ts';

describe('memoryRateLimiter', () => {
  it('allows up to the limit within a window, then refuses until the window ends', async () => {
    let now = 1_000_000;
    const limiter = memoryRateLimiter(() => now);
    for (let i = 0; i < 3; i++) expect((await limiter.hit('login:a', 3, 60)).allowed).toBe(true);
    const refused = await limiter.hit('login:a', 3, 60);
    expect(refused).toEqual({ allowed: false, retryAfter: 60 });
    // Other keys count on their own.
    expect((await limiter.hit('login:b', 3, 60)).allowed).toBe(true);
    now += 30_000;
    expect(await limiter.hit('login:a', 3, 60)).toEqual({ allowed: false, retryAfter: 30 });
    now += 30_000;
    expect((await limiter.hit('login:a', 3, 60)).allowed).toBe(true);
  });
});
