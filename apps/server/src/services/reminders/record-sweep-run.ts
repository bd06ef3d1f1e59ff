import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { reminderSweepRuns } from '../../db/schema/index.ts';

/** Notes that a sweep started; the admin view shows when reminders last ran. */
export async function startSweepRun(options: {
  db: Executor;
  instanceId: string;
  now: Date;
}): Promise<string> {
  const [run] = await options.db
    .insert(reminderSweepRuns)
    .values({ instanceId: options.instanceId, startedAt: options.now })
    .returning({ id: reminderSweepRuns.id });
  if (!run) throw new Error('sweep run not recorded');
  return run.id;
}

/** Notes how a sweep ended: its counts, and its error when it failed. */
export async function finishSweepRun(options: {
  db: Executor;
  runId: string;
  now: Date;
  counts: { planned: number; sent: number; failed: number };
  error?: string;
}): Promise<void> {
  await options.db
    .update(reminderSweepRuns)
    .set({ finishedAt: options.now, ...options.counts, error: options.error ?? null })
    .where(eq(reminderSweepRuns.id, options.runId));
}
