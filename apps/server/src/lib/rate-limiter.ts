import type { Redis } from 'ioredis';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets. */
  retryAfter: number;
}

/** Fixed-window counters keyed by purpose and subject (email, address). */
export interface RateLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  close(): Promise<void>;
}

export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    hit: async (key, limit, windowSeconds) => {
      const at = now();
      if (windows.size > 50_000) {
        for (const [k, w] of windows) if (w.resetAt <= at) windows.delete(k);
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        window = { count: 0, resetAt: at + windowSeconds * 1000 };
        windows.set(key, window);
      }
      window.count += 1;
      return { allowed: window.count <= limit, retryAfter: Math.ceil((window.resetAt - at) / 1000) };
    },
    close: async () => {
      windows.clear();
    },
  };
}

/** Shared counters for several instances (REDIS_URL). */
export async function redisRateLimiter(url: string): Promise<RateLimiter> {
  const { Redis } = await import('ioredis');
  const redis: Redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await redis.connect();
  return {
    hit: async (key, limit, windowSeconds) => {
      const redisKey = `keydate:rl:${key}`;
      const [[, count], [, ttl]] = (await redis.multi().incr(redisKey).ttl(redisKey).exec()) as [
        [null, number],
        [null, number],
      ];
      let retryAfter = ttl;
      if (ttl < 0) {
        await redis.expire(redisKey, windowSeconds);
        retryAfter = windowSeconds;
      }
      return { allowed: count <= limit, retryAfter };
    },
    close: async () => {
      await redis.quit();
    },
  };
}
