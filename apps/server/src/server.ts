import { existsSync } from 'node:fs';
import pino from 'pino';
import { buildApp, loggerOptions } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { newInstanceId, type ReminderScheduler, startReminderScheduler } from './jobs/send-reminders.job.ts';
import { runDocumentSweep, startDocumentSweep } from './jobs/sweep-documents.job.ts';
import { DataDirLockedError, resolveSecretKey } from './lib/data-dir.ts';
import { stdoutDestination } from './lib/log-destination.ts';
import type { Repeating } from './lib/repeat.ts';
import { openRuntime } from './runtime.ts';

async function main(): Promise<void> {
  // A .env file in the working directory fills in what the environment leaves unset.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const loaded = loadConfig();
  // Without SECRET_KEY (one machine, embedded database) a key is generated once into DATA_DIR.
  const config = { ...loaded, SECRET_KEY: resolveSecretKey(loaded.DATA_DIR, loaded.SECRET_KEY) };
  const logger = pino(loggerOptions(config), stdoutDestination());
  const runtime = await openRuntime(config, logger, 'the Keydate server');
  const app = await buildApp({ config, ...runtime, logger });

  let reminders: ReminderScheduler | undefined;
  let documentSweep: Repeating | undefined;
  let closing = false;
  // Requests in flight are answered, then every connection closes (plugins/connections.ts); a reminder
  // sweep stops between two mails; a document being read is left to read after the next start, and a
  // request waiting on a reading is answered 503. Whatever still holds on after 10 s is cut short.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), 10_000).unref();
    let code = 0;
    try {
      await app.ctx.documentTexts.stop();
      await reminders?.stop();
      await documentSweep?.stop();
      await app.close();
      await runtime.close();
      app.log.info('stopped');
    } catch (error) {
      app.log.error({ reason: error instanceof Error ? error.message : String(error) }, 'unclean stop');
      code = 1;
    }
    process.exit(code);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const { db } = runtime.database;
  // The embedded database is this process's alone (the data dir is locked) and nothing is in flight
  // before it listens: whatever is pending or unnamed now was left by a crash, whatever its age.
  if (runtime.database.kind === 'pglite') {
    await runDocumentSweep({ db, storage: runtime.storage, graceMs: 0, log: app.log });
  }
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    { url: config.APP_URL, database: runtime.database.kind, mail: config.SMTP_URL ? 'smtp' : 'outbox' },
    `${config.BRAND_NAME} is running on ${config.APP_URL}`,
  );
  // Background work starts here, never in buildApp(), so tests and tools run none.
  if (closing) return;
  // Documents stored before their text was read (or while the server was down) are read now.
  app.ctx.documentTexts.wake();
  documentSweep = startDocumentSweep({
    db,
    storage: runtime.storage,
    minutes: config.DOCUMENT_SWEEP_MINUTES,
    log: app.log,
  });
  if (config.REMINDER_SWEEP_INTERVAL_MINUTES > 0) {
    reminders = startReminderScheduler({
      db,
      mailer: runtime.mailer,
      clock: app.ctx.clock,
      config,
      instanceId: newInstanceId(),
      intervalMinutes: config.REMINDER_SWEEP_INTERVAL_MINUTES,
      log: app.log,
    });
  } else {
    app.log.info('reminder sweep switched off (REMINDER_SWEEP_INTERVAL_MINUTES=0)');
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Keydate could not start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
