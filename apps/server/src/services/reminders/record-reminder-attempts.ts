import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export type ReminderAttempt =
  | { id: string; outcome: 'sent'; messageId: string }
  | { id: string; outcome: 'failed'; messageId: string; error: string; nextAttemptAt: Date }
  /** Not tried (the sweep stopped early): the claim is given back as it was. */
  | { id: string; outcome: 'released' };

/** First retry after 5 minutes, then twice as long each time, never more than 6 hours apart. */
export const RETRY_BASE_MS = 5 * 60_000;
export const RETRY_MAX_MS = 6 * 60 * 60_000;

/** When a reminder that has now failed `attempts` times is tried again. */
export function nextAttemptAfter(now: Date, attempts: number): Date {
  const delay = Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
  return new Date(now.getTime() + delay);
}

/**
 * Records a batch of attempts in one statement and releases their claims: sent rows are done; failed
 * rows keep their error, count the attempt and wait for their back-off. Only rows this instance still
 * holds are touched.
 */
export async function recordReminderAttempts(options: {
  db: Db;
  instanceId: string;
  now: Date;
  attempts: ReminderAttempt[];
}): Promise<void> {
  if (options.attempts.length === 0) return;
  const now = sql`${options.now.toISOString()}::timestamptz`;
  const records = options.attempts.map((a) => ({
    id: a.id,
    outcome: a.outcome,
    message_id: a.outcome === 'released' ? null : a.messageId,
    error: a.outcome === 'failed' ? a.error : null,
    next_attempt_at: a.outcome === 'failed' ? a.nextAttemptAt.toISOString() : null,
  }));
  await options.db.execute(sql`update reminder_deliveries d set
      status = case when r.outcome = 'sent' then 'sent' else d.status end,
      sent_at = case when r.outcome = 'sent' then ${now} else d.sent_at end,
      attempts = d.attempts + case when r.outcome = 'released' then 0 else 1 end,
      last_attempt_at = case when r.outcome = 'released' then d.last_attempt_at else ${now} end,
      message_id = coalesce(r.message_id, d.message_id),
      last_error = case when r.outcome = 'failed' then r.error else d.last_error end,
      next_attempt_at = coalesce(r.next_attempt_at, d.next_attempt_at),
      claimed_by = null,
      claimed_until = null
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb)
      as r(id uuid, outcome text, message_id text, error text, next_attempt_at timestamptz)
    where d.id = r.id and d.claimed_by = ${options.instanceId}`);
}
