import {
  addCalendar,
  asCalendarDate,
  type TDeliveryMilestone,
  type TReminderHealth,
  type TReminderMilestone,
  todayUtc,
  UPCOMING_REMINDER_DAYS,
} from '@keydate/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { recipientOfSql, recipientSql, reminderScheduleSql, rowsOf } from './reminder-schedule-sql.ts';

/** The upcoming list holds at most this many reminders; upcomingTotal counts them all. */
export const UPCOMING_LIST_MAX = 200;
/** The failing reminders listed, the ones to be tried soonest first. */
export const FAILURES_LIST_MAX = 100;

const DAY_MS = 86_400_000;
const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Reminder health for a workspace's admins: when the sweep last ran (any instance; the only thing here
 * that is not the workspace's own), how many reminders went out in 30 days, what is failing, and what
 * falls due in the next 30 days.
 */
export async function getReminderHealth(options: {
  db: Executor;
  workspaceId: string;
  now: Date;
}): Promise<TReminderHealth> {
  const { db, workspaceId, now } = options;
  const ws = sql`${workspaceId}::uuid`;

  const [lastRun] = rowsOf<{
    started_at: Date | string;
    finished_at: Date | string | null;
    error: string | null;
  }>(
    await db.execute(sql`select started_at, finished_at, error from reminder_sweep_runs
      order by started_at desc limit 1`),
  );

  const [sent] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from reminder_deliveries
      where workspace_id = ${ws} and status = 'sent'
        and sent_at > ${new Date(now.getTime() - 30 * DAY_MS).toISOString()}::timestamptz`),
  );

  const failures = rowsOf<{
    contract_id: string;
    contract_name: string;
    user_id: string;
    user_name: string;
    email: string;
    milestone: TDeliveryMilestone;
    milestone_date: string;
    lead_days: number;
    attempts: number;
    last_error: string | null;
    next_attempt_at: Date | string;
  }>(
    await db.execute(sql`select c.id as contract_id, c.name as contract_name, u.id as user_id,
        u.name as user_name, u.email, d.milestone, d.milestone_date::text as milestone_date, d.lead_days,
        d.attempts, d.last_error, d.next_attempt_at
      from reminder_deliveries d
      join contracts c on c.id = d.contract_id
      join users u on u.id = d.user_id
      where d.workspace_id = ${ws} and d.status = 'pending' and d.last_error is not null
      order by d.next_attempt_at, c.name, d.id
      limit ${FAILURES_LIST_MAX}`),
  );

  const today = todayUtc(now);
  const first = addCalendar(today, 1, 'DAYS');
  const last = addCalendar(today, UPCOMING_REMINDER_DAYS, 'DAYS');
  const upcoming = rowsOf<{
    contract_id: string;
    contract_name: string;
    milestone: TReminderMilestone;
    milestone_date: string;
    lead_days: number;
    due_on: string;
    recipients: number;
    total: number;
  }>(
    await db.execute(sql`select s.contract_id, c.name as contract_name, s.milestone,
        s.milestone_date::text as milestone_date, s.lead_days, s.due_on::text as due_on,
        (select count(*)::int from users u where u.workspace_id = ${ws} and ${recipientSql}
          and ${recipientOfSql(sql.raw('s.contract_id'))}) as recipients,
        (count(*) over ())::int as total
      from (${reminderScheduleSql(
        sql`c.workspace_id = ${ws} and m.milestone_date > ${today}::date
          and m.milestone_date - l.lead_days between ${first}::date and ${last}::date`,
        today,
      )}) s
      join contracts c on c.id = s.contract_id
      order by s.due_on, s.milestone desc, c.name, s.contract_id
      limit ${UPCOMING_LIST_MAX}`),
  );

  return {
    lastRun: lastRun
      ? {
          startedAt: iso(lastRun.started_at),
          finishedAt: lastRun.finished_at === null ? null : iso(lastRun.finished_at),
          ok: lastRun.finished_at !== null && lastRun.error === null,
        }
      : null,
    sentLast30Days: sent?.n ?? 0,
    failures: failures.map((f) => ({
      contract: { _id: f.contract_id, name: f.contract_name },
      recipient: { _id: f.user_id, name: f.user_name, email: f.email },
      milestone: f.milestone,
      date: asCalendarDate(f.milestone_date),
      leadDays: f.lead_days,
      attempts: f.attempts,
      lastError: f.last_error,
      nextAttemptAt: iso(f.next_attempt_at),
    })),
    upcoming: upcoming.map((u) => ({
      contract: { _id: u.contract_id, name: u.contract_name },
      milestone: u.milestone,
      date: asCalendarDate(u.milestone_date),
      leadDays: u.lead_days,
      dueOn: asCalendarDate(u.due_on),
      recipients: u.recipients,
    })),
    upcomingTotal: upcoming[0]?.total ?? 0,
  };
}
