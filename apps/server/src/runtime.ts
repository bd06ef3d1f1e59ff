import { join, resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import { type Database, openDatabase, pgliteDir } from './db/client.ts';
import { lockDataDir } from './lib/data-dir.ts';
import { memoryRateLimiter, type RateLimiter, redisRateLimiter } from './lib/rate-limiter.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createStorage, type Storage } from './storage/index.ts';

export interface Runtime {
  database: Database;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  storage: Storage;
  close(): Promise<void>;
}

/** Opens what the configuration names (database, mail, rate-limit store); used by the server and the tools. */
export async function openRuntime(
  config: Config,
  logger: Pick<FastifyBaseLogger, 'info'>,
  holder: string,
): Promise<Runtime> {
  const release = config.DATABASE_URL ? () => {} : lockDataDir(config.DATA_DIR, holder);
  try {
    const database = await openDatabase(
      config.DATABASE_URL
        ? { databaseUrl: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
        : { pgliteDataDir: pgliteDir(config.DATA_DIR) },
    );
    const mailer = createMailer(
      config.SMTP_URL
        ? { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }
        : { outboxDir: join(resolve(config.DATA_DIR), 'outbox'), from: config.MAIL_FROM, logger },
    );
    const rateLimiter = config.REDIS_URL ? await redisRateLimiter(config.REDIS_URL) : memoryRateLimiter();
    const storage = await createStorage(config);
    return {
      database,
      mailer,
      rateLimiter,
      storage,
      close: async () => {
        mailer.close();
        await rateLimiter.close();
        await database.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
