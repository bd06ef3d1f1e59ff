import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { DocumentTextReader } from './jobs/read-document-texts.job.ts';
import type { Clock } from './lib/clock.ts';
import type { RateLimiter } from './lib/rate-limiter.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Storage } from './storage/index.ts';

/** What every route and service may use; one object, decorated on the app as `ctx`. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  clock: Clock;
  rateLimiter: RateLimiter;
  storage: Storage;
  /** Reads uploaded documents' text in the background; woken after an upload or a replacement. */
  documentTexts: DocumentTextReader;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
