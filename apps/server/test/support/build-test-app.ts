import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { type App, buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import type { Clock } from '../../src/lib/clock.ts';
import type { RateLimiter } from '../../src/lib/rate-limiter.ts';
import { createMailer } from '../../src/mail/mailer.ts';
import { createStorage, type Storage } from '../../src/storage/index.ts';
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestApp {
  app: App;
  database: Database;
  db: Database['db'];
  smtp: SmtpSink;
  config: Config;
  dataDir: string;
  storage: Storage;
  close(): Promise<void>;
}

export const TEST_APP_URL = 'http://keydate.test';

/**
 * A fully wired app on a private migrated database, sending mail to a real SMTP server in the
 * test process. Rate limits are high unless a test sets them. Uploaded documents' text is read only
 * with `readDocumentTexts`: otherwise they stay pending, and no reading child is started for them.
 */
export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    clock?: Clock;
    logger?: FastifyBaseLogger;
    rateLimiter?: RateLimiter;
    readDocumentTexts?: boolean;
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const smtp = await startSmtpSink();
  const dataDir = mkdtempSync(join(tmpdir(), 'keydate-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_URL: TEST_APP_URL,
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    SECRET_KEY: 'test-secret-key-test-secret-key-0123456789',
    LOGIN_RATE_LIMIT: '1000',
    LOGIN_IP_RATE_LIMIT: '10000',
    EMAIL_RATE_LIMIT: '1000',
    REGISTER_RATE_LIMIT: '10000',
    ...options.env,
  });
  const mailer = createMailer({ smtpUrl: `${smtp.url}?ignoreTLS=true`, from: config.MAIL_FROM });
  const storage = await createStorage(config);
  const app = await buildApp({
    config,
    database,
    mailer,
    storage,
    readDocumentTexts: options.readDocumentTexts ?? false,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.rateLimiter ? { rateLimiter: options.rateLimiter } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    smtp,
    config,
    dataDir,
    storage,
    close: async () => {
      await app.close();
      mailer.close();
      await smtp.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
