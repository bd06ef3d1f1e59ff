import { asCalendarDate, daysBetween, todayUtc } from '@keydate/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { renderContractReminderEmail } from '../../mail/templates/contract-reminder.email.ts';
import { renderDecisionEscalationEmail } from '../../mail/templates/decision-escalation.email.ts';
import { type ClaimedReminder, claimReminders } from './claim-reminders.ts';
import {
  nextAttemptAfter,
  type ReminderAttempt,
  recordReminderAttempts,
} from './record-reminder-attempts.ts';
import { reminderMessageId } from './reminder-message-id.ts';

export const DELIVERY_BATCH = 100;
/** How long a claim lasts; a batch stops sending at half of it, so no claim runs out mid-send. */
export const CLAIM_LEASE_MS = 10 * 60_000;
/** After this many failures in a row the mail server is taken to be down until the next sweep. */
const FAILURES_BEFORE_PAUSE = 3;

export interface DeliverResult {
  sent: number;
  failed: number;
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1000);
}

/**
 * Sends every pending reminder that is due to be tried: claims a batch, sends each mail with its stable
 * Message-ID, records the batch, and goes on while batches come back full. A failure is recorded with
 * its error and tried again after a back-off; nothing is ever dropped here.
 */
export async function deliverReminders(options: {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  brand: { brandName: string; appUrl: string };
  instanceId: string;
  batchSize?: number;
  /** Aborted when the process shuts down: reminders not yet sent are given back at once. */
  signal?: AbortSignal;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}): Promise<DeliverResult> {
  const { db, clock, instanceId } = options;
  const batchSize = options.batchSize ?? DELIVERY_BATCH;
  const result: DeliverResult = { sent: 0, failed: 0 };
  while (!options.signal?.aborted) {
    const claimedAt = clock.now();
    const started = performance.now();
    const batch = await claimReminders({
      db,
      instanceId,
      now: claimedAt,
      leaseUntil: new Date(claimedAt.getTime() + CLAIM_LEASE_MS),
      limit: batchSize,
    });
    const attempts: ReminderAttempt[] = [];
    let failuresInARow = 0;
    for (const reminder of batch) {
      const overdue = performance.now() - started > CLAIM_LEASE_MS / 2;
      if (overdue || failuresInARow >= FAILURES_BEFORE_PAUSE || options.signal?.aborted) {
        attempts.push({ id: reminder.id, outcome: 'released' });
        continue;
      }
      const attempt = await sendOne(options, reminder);
      attempts.push(attempt);
      if (attempt.outcome === 'sent') {
        result.sent += 1;
        failuresInARow = 0;
      } else if (attempt.outcome === 'failed') {
        result.failed += 1;
        failuresInARow += 1;
        options.log?.warn(
          { reminder: reminder.id, attempts: reminder.attempts + 1, reason: attempt.error },
          'reminder mail could not be sent; it will be tried again',
        );
      }
    }
    await recordReminderAttempts({ db, instanceId, now: clock.now(), attempts });
    const stopped = attempts.some((a) => a.outcome === 'released');
    if (batch.length < batchSize || stopped) return result;
  }
  return result;
}

async function sendOne(
  options: { mailer: Mailer; clock: Clock; brand: { brandName: string; appUrl: string } },
  reminder: ClaimedReminder,
): Promise<ReminderAttempt> {
  const messageId = reminderMessageId(reminder, options.brand.appUrl);
  try {
    const date = asCalendarDate(reminder.milestoneDate);
    const daysLeft = daysBetween(todayUtc(options.clock.now()), date);
    const contract = {
      id: reminder.contractId,
      name: reminder.contractName,
      properties: reminder.properties,
      vendor: reminder.vendorName,
    };
    const { milestone, recipientName } = reminder;
    const email =
      milestone === 'escalation'
        ? renderDecisionEscalationEmail({
            ...options.brand,
            recipientName,
            contract: { ...contract, owner: reminder.ownerName },
            date,
            daysLeft,
          })
        : renderContractReminderEmail({
            ...options.brand,
            recipientName,
            contract: { ...contract, decision: reminder.decision },
            milestone,
            date,
            daysLeft,
          });
    await options.mailer.send({ to: reminder.recipientEmail, ...email, messageId });
    return { id: reminder.id, outcome: 'sent', messageId };
  } catch (error) {
    const now = options.clock.now();
    return {
      id: reminder.id,
      outcome: 'failed',
      messageId,
      error: errorText(error),
      nextAttemptAt: nextAttemptAfter(now, reminder.attempts + 1),
    };
  }
}
