// The reminder sweep (docs/domain.md, Reminders): plan every workspace's due reminders, then send
// them, and the same for Monday's weekly summaries. Any number of instances may run it at once; the
// database decides who sends what. server.ts schedules it; `npm run reminders` runs it once.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { type Repeating, repeat } from '../lib/repeat.ts';
import type { Mailer } from '../mail/mailer.ts';
import { deliverWeeklySummaries, planWeeklySummaries } from '../services/digests/weekly-summary.ts';
import { deliverReminders } from '../services/reminders/deliver-reminders.ts';
import { planReminders } from '../services/reminders/plan-reminders.ts';
import { finishSweepRun, startSweepRun } from '../services/reminders/record-sweep-run.ts';

export interface ReminderSweepOptions {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  config: { APP_URL: string; BRAND_NAME: string };
  /** Names the instance in claims and sweep runs. */
  instanceId: string;
  batchSize?: number;
  /** Stops sending (unsent reminders are given back for the next sweep). */
  signal?: AbortSignal;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

export interface ReminderSweepResult {
  runId: string;
  planned: number;
  superseded: number;
  sent: number;
  failed: number;
}

/** An id for this process: host, pid and a random part (two processes may share a pid across hosts). */
export function newInstanceId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

/** One sweep: plan, then deliver, recorded as a sweep run; an error is recorded, then thrown. */
export async function runReminderSweep(options: ReminderSweepOptions): Promise<ReminderSweepResult> {
  const { db, clock, instanceId } = options;
  const runId = await startSweepRun({ db, instanceId, now: clock.now() });
  const counts = { planned: 0, sent: 0, failed: 0 };
  try {
    const plan = await planReminders({ db, now: clock.now() });
    counts.planned = plan.planned;
    const delivered = await deliverReminders({
      db,
      mailer: options.mailer,
      clock,
      brand: { brandName: options.config.BRAND_NAME, appUrl: options.config.APP_URL },
      instanceId,
      ...(options.batchSize ? { batchSize: options.batchSize } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.log ? { log: options.log } : {}),
    });
    counts.sent = delivered.sent;
    counts.failed = delivered.failed;
    await planWeeklySummaries({ db, now: clock.now() });
    const summaries = await deliverWeeklySummaries({
      db,
      mailer: options.mailer,
      now: () => clock.now(),
      brand: { brandName: options.config.BRAND_NAME, appUrl: options.config.APP_URL },
      instanceId,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    if (summaries.failed > 0) {
      options.log?.warn(
        { failed: summaries.failed },
        'weekly summaries could not be sent; they will be tried again',
      );
    }
    await finishSweepRun({ db, runId, now: clock.now(), counts });
    return { runId, superseded: plan.superseded, ...counts };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await finishSweepRun({ db, runId, now: clock.now(), counts, error: message.slice(0, 1000) }).catch(
      () => {},
    );
    throw error;
  }
}

export type ReminderScheduler = Repeating;

/**
 * Runs the sweep at once, then every `intervalMinutes` after the previous one ended (never two at a
 * time in one process). A failed sweep is logged and the schedule goes on. Stopping tells a sweep in
 * progress to stop sending and waits for it to end.
 */
export function startReminderScheduler(
  options: Omit<ReminderSweepOptions, 'log' | 'signal'> & {
    intervalMinutes: number;
    log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  },
): ReminderScheduler {
  const { log } = options;
  return repeat(async (signal) => {
    try {
      const result = await runReminderSweep({ ...options, signal });
      if (result.planned + result.sent + result.failed > 0) {
        log.info(
          { planned: result.planned, sent: result.sent, failed: result.failed },
          'reminder sweep finished',
        );
      }
    } catch (error) {
      log.error({ reason: error instanceof Error ? error.message : String(error) }, 'reminder sweep failed');
    }
  }, options.intervalMinutes * 60_000);
}
