import { API_MSG } from '@keydate/domain';
import { tooManyRequests } from './http-error.ts';
import type { RateLimiter } from './rate-limiter.ts';

/** Counts one attempt against `key`; over the limit it throws a 429 carrying Retry-After. */
export async function enforceRateLimit(options: {
  rateLimiter: RateLimiter;
  key: string;
  limit: number;
  windowSeconds: number;
}): Promise<void> {
  const result = await options.rateLimiter.hit(options.key, options.limit, options.windowSeconds);
  if (!result.allowed) throw tooManyRequests(API_MSG.tooManyRequests, result.retryAfter);
}
