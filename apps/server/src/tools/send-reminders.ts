// One reminder sweep now (plan + send), then exit: `npm run reminders`. For a schedule kept outside the
// server (cron with REMINDER_SWEEP_INTERVAL_MINUTES=0), or to send at once after fixing mail settings.
// On the embedded database it refuses while the server holds the data dir; with PostgreSQL it may run
// beside any number of servers, each reminder still being sent once.
import { existsSync } from 'node:fs';
import pino from 'pino';
import { loggerOptions } from '../app.ts';
import { loadConfig } from '../config.ts';
import { newInstanceId, runReminderSweep } from '../jobs/send-reminders.job.ts';
import { systemClock } from '../lib/clock.ts';
import { runAsScript } from '../lib/run-as-script.ts';
import { openRuntime } from '../runtime.ts';

async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const logger = pino(loggerOptions(config));
  const runtime = await openRuntime(config, logger, 'the reminder command');
  try {
    const result = await runReminderSweep({
      db: runtime.database.db,
      mailer: runtime.mailer,
      clock: systemClock,
      config,
      instanceId: newInstanceId(),
      log: logger,
    });
    console.log(
      `Reminder sweep finished: ${result.planned} planned, ${result.sent} sent, ${result.failed} failed` +
        (result.failed > 0 ? ' (failed reminders are tried again by the next sweep).' : '.'),
    );
    if (result.failed > 0) process.exitCode = 2;
  } finally {
    await runtime.close();
  }
}

runAsScript(import.meta.url, 'The reminder sweep failed', main);
