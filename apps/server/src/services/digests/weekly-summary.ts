// The weekly summary (docs/domain.md, The weekly summary): on Mondays (UTC) each person who owns or is
// responsible for a contract with a date in the next 90 days gets one mail listing them. Planned and
// sent through digest_deliveries like the reminders: one row per person and week, claimed with a lease,
// sent with a stable Message-ID, retried with back-off, so several instances send it once.
import { createHash } from 'node:crypto';
import {
  addCalendar,
  mondayOf,
  type TCalendarDate,
  type TDeadlineContract,
  todayUtc,
  upcomingDeadlines,
  WEEKLY_SUMMARY_DAYS,
} from '@keydate/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { renderWeeklySummaryEmail } from '../../mail/templates/weekly-summary.email.ts';
import { currentTermSql, termColumns } from '../contracts/current-term-sql.ts';
import { CLAIM_LEASE_MS } from '../reminders/deliver-reminders.ts';
import { nextAttemptAfter } from '../reminders/record-reminder-attempts.ts';
import { responsibleForSql, rowsOf } from '../reminders/reminder-schedule-sql.ts';

/** Contracts (alias c) the person `userId` owns or is responsible for a property of, not terminated. */
function contractsOfSql(userId: SQL): SQL {
  return sql`c.stored_status is distinct from 'terminated'
    and (c.owner_id = ${userId} or ${responsibleForSql('c', sql`pr.user_id = ${userId}`)})`;
}

/** The current term's dates of a person's contracts, read with the term rules of the answers. */
async function deadlineContractsOf(
  db: Db,
  userId: string,
  today: TCalendarDate,
): Promise<TDeadlineContract[]> {
  const term = currentTermSql(today, termColumns('c'));
  return rowsOf<TDeadlineContract>(
    await db.execute(sql`select c.id, c.name, ${term.evaluationStart}::text as "evaluationStart",
        ${term.noticeDue}::text as "noticeDate", ${term.endDate}::text as "endDate"
      from contracts c where ${contractsOfSql(sql`${userId}::uuid`)}`),
  );
}

/**
 * On a Monday, a row for this week for every verified person with the summary switched on who has a
 * date in the next 90 days; a row that exists is left alone. Answers how many were added.
 */
export async function planWeeklySummaries(options: { db: Db; now: Date }): Promise<number> {
  const today = todayUtc(options.now);
  if (mondayOf(today) !== today) return 0;
  const term = currentTermSql(today, termColumns('c'));
  const within = (date: SQL) =>
    sql`${date} between ${today}::date and ${addCalendar(today, WEEKLY_SUMMARY_DAYS, 'DAYS')}::date`;
  const [added] = rowsOf<{ n: number }>(
    await options.db.execute(sql`with added as (
        insert into digest_deliveries (workspace_id, user_id, week_of, next_attempt_at)
        select u.workspace_id, u.id, ${today}::date, ${options.now.toISOString()}::timestamptz
        from users u
        where u.email_verified_at is not null and u.weekly_digest_enabled and exists (
          select 1 from contracts c where c.workspace_id = u.workspace_id and ${contractsOfSql(sql`u.id`)}
            and (${within(term.evaluationStart)} or ${within(term.noticeDue)} or ${within(term.endDate)}))
        order by u.id
        on conflict (user_id, week_of) do nothing
        returning 1)
      select count(*)::int as n from added`),
  );
  return added?.n ?? 0;
}

interface ClaimedSummary {
  id: string;
  userId: string;
  weekOf: string;
  attempts: number;
  email: string;
  name: string;
}

/** The Message-ID of one person's summary of one week, the same for every attempt and instance. */
export function weeklySummaryMessageId(userId: string, weekOf: string, appUrl: string): string {
  const digest = createHash('sha256').update(`${userId}:${weekOf}`).digest('hex');
  return `<summary-${digest}@${new URL(appUrl).hostname}>`;
}

/**
 * Sends every pending summary due to be tried, a batch at a time: claimed for this instance (rows another
 * holds are skipped), each sent with its deadlines as they stand, recorded sent or tried again later.
 */
export async function deliverWeeklySummaries(options: {
  db: Db;
  mailer: Mailer;
  now: () => Date;
  brand: { brandName: string; appUrl: string };
  instanceId: string;
  signal?: AbortSignal;
}): Promise<{ sent: number; failed: number }> {
  const { db, instanceId } = options;
  const result = { sent: 0, failed: 0 };
  while (!options.signal?.aborted) {
    const now = options.now();
    const batch = rowsOf<ClaimedSummary>(
      await db.execute(sql`with claimable as (
          select d.id from digest_deliveries d
          where d.status = 'pending' and d.next_attempt_at <= ${now.toISOString()}::timestamptz
            and (d.claimed_until is null or d.claimed_until <= ${now.toISOString()}::timestamptz)
          order by d.next_attempt_at, d.id limit 50
          for update skip locked
        ), claimed as (
          update digest_deliveries d set claimed_by = ${instanceId},
            claimed_until = ${new Date(now.getTime() + CLAIM_LEASE_MS).toISOString()}::timestamptz
          from claimable where d.id = claimable.id
          returning d.id, d.user_id, d.week_of, d.attempts)
        select claimed.id, claimed.user_id as "userId", claimed.week_of::text as "weekOf", claimed.attempts,
          u.email, u.name
        from claimed join users u on u.id = claimed.user_id order by claimed.id`),
    );
    for (const summary of batch) {
      const messageId = weeklySummaryMessageId(summary.userId, summary.weekOf, options.brand.appUrl);
      const today = todayUtc(options.now());
      try {
        const deadlines = upcomingDeadlines(await deadlineContractsOf(db, summary.userId, today), today);
        const email = renderWeeklySummaryEmail({
          ...options.brand,
          recipientName: summary.name,
          today,
          deadlines,
        });
        await options.mailer.send({ to: summary.email, ...email, messageId });
        await db.execute(sql`update digest_deliveries set status = 'sent', sent_at = ${options.now().toISOString()}::timestamptz,
            attempts = attempts + 1, message_id = ${messageId}, claimed_by = null, claimed_until = null
          where id = ${summary.id}::uuid and claimed_by = ${instanceId}`);
        result.sent += 1;
      } catch (error) {
        const text = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
        const retry = nextAttemptAfter(options.now(), summary.attempts + 1);
        await db.execute(sql`update digest_deliveries set attempts = attempts + 1, last_error = ${text},
            next_attempt_at = ${retry.toISOString()}::timestamptz, claimed_by = null, claimed_until = null
          where id = ${summary.id}::uuid and claimed_by = ${instanceId}`);
        result.failed += 1;
      }
    }
    if (batch.length < 50) return result;
  }
  return result;
}
