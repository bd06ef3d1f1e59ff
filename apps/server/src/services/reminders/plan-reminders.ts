import { type TCalendarDate, todayUtc } from '@keydate/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import {
  escalationDateSql,
  leadDaysSql,
  milestoneDateSql,
  recipientOfSql,
  recipientSql,
  reminderScheduleSql,
  rowsOf,
  undecidedTermSql,
} from './reminder-schedule-sql.ts';

/** Any constant shared by every instance: only one of them plans at a time. */
const PLAN_LOCK_KEY = 0x6b6579_01;

export interface PlanResult {
  /** Reminders made ready to send (new, or revived after their contract or recipient qualified again). */
  planned: number;
  /** Missed reminders recorded as superseded, and pending ones that no longer apply. */
  superseded: number;
}

/**
 * Plans every workspace's reminders at once, in a fixed number of statements whatever the number of
 * contracts (docs/domain.md, Reminders):
 * 1. Pending rows that no longer apply are superseded: the contract was terminated or its date edited
 *    (the new date gets rows of its own), the lead time was removed, or the recipient no longer qualifies.
 * 2. For each milestone date that is today or later, the reminders already due are written for every
 *    verified recipient with reminders on: the latest due one (fewest lead days) as pending, the earlier
 *    ones as superseded, so downtime never causes a burst. A row that exists is left alone (sent stays
 *    sent); only a superseded row that is again the one to send (a contract reinstated, a date changed
 *    back, reminders switched on again) becomes pending again.
 * 3. Pending rows overtaken by a later reminder of the same date are superseded.
 * Rows an instance is sending are left to it.
 * One transaction under an advisory lock, so instances plan one after another and never deadlock.
 */
export async function planReminders(options: { db: Db; now: Date }): Promise<PlanResult> {
  const day = todayUtc(options.now);
  const today = sql`${day}::date`;
  const now = sql`${options.now.toISOString()}::timestamptz`;
  return options.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PLAN_LOCK_KEY}::bigint)`);

    // Pending reminders that no longer apply go first, so they hold back nothing planned below.
    const [stale] = rowsOf<{ n: number }>(
      await tx.execute(sql`with dropped as (update reminder_deliveries d
        set status = 'superseded', claimed_by = null, claimed_until = null
        where d.status = 'pending'
          and (d.claimed_until is null or d.claimed_until <= ${now})
          and d.milestone <> 'escalation'
          and (
            not exists (
              select 1 from contracts c join workspaces w on w.id = c.workspace_id
              where c.id = d.contract_id and c.stored_status is distinct from 'terminated'
                and ${milestoneDateSql('c', sql.raw('d.milestone'), day)} = d.milestone_date
                and ${leadDaysSql('c', 'w', sql.raw('d.milestone'))} @> to_jsonb(d.lead_days)
            )
            or not exists (
              select 1 from users u
              where u.id = d.user_id and u.workspace_id = d.workspace_id and ${recipientSql}
                and ${recipientOfSql(sql.raw('d.contract_id'))}
            )
          )
        returning 1)
        select count(*)::int as n from dropped`),
    );

    const [inserted] = rowsOf<{ planned: number; superseded: number }>(
      await tx.execute(sql`with due as (
          select s.*, row_number() over (
              partition by s.contract_id, s.milestone order by s.lead_days
            ) as latest
          from (${reminderScheduleSql(
            sql`m.milestone_date >= ${today} and m.milestone_date - l.lead_days <= ${today}`,
            day,
          )}) s
        ), written as (
          insert into reminder_deliveries as d
            (workspace_id, contract_id, user_id, milestone, milestone_date, lead_days, status,
             next_attempt_at, created_at)
          select due.workspace_id, due.contract_id, u.id, due.milestone, due.milestone_date, due.lead_days,
            case when due.latest = 1 and not exists (
                -- A later reminder of this date already went out (the lead times changed since).
                select 1 from reminder_deliveries later
                where later.contract_id = due.contract_id and later.milestone = due.milestone
                  and later.milestone_date = due.milestone_date and later.user_id = u.id
                  and later.lead_days < due.lead_days and later.status <> 'superseded'
              ) then 'pending' else 'superseded' end,
            ${now}, ${now}
          from due
          join users u on u.workspace_id = due.workspace_id and ${recipientSql}
            and ${recipientOfSql(sql.raw('due.contract_id'))}
          -- One order for every instance's rows.
          order by due.contract_id, due.milestone, due.milestone_date, due.lead_days, u.id
          on conflict (contract_id, milestone, milestone_date, lead_days, user_id) do update
            set status = 'pending', next_attempt_at = excluded.next_attempt_at
            where d.status = 'superseded' and excluded.status = 'pending'
          returning d.status
        )
        select (count(*) filter (where status = 'pending'))::int as planned,
          (count(*) filter (where status = 'superseded'))::int as superseded
        from written`),
    );

    const escalations = await planEscalations(tx, day, now);

    const [overtaken] = rowsOf<{ n: number }>(
      await tx.execute(sql`with dropped as (update reminder_deliveries d
        set status = 'superseded', claimed_by = null, claimed_until = null
        where d.status = 'pending'
          and (d.claimed_until is null or d.claimed_until <= ${now})
          and exists (
            select 1 from reminder_deliveries later
            where later.contract_id = d.contract_id and later.milestone = d.milestone
              and later.milestone_date = d.milestone_date and later.user_id = d.user_id
              and later.lead_days < d.lead_days and later.status <> 'superseded'
          )
        returning 1)
        select count(*)::int as n from dropped`),
    );

    return {
      planned: (inserted?.planned ?? 0) + escalations.planned,
      superseded:
        (stale?.n ?? 0) + (inserted?.superseded ?? 0) + escalations.superseded + (overtaken?.n ?? 0),
    };
  });
}

/**
 * The escalation mails (docs/domain.md, The renewal decision): a pending one whose term got its decision
 * (or notice), whose notice date moved, or whose admin no longer qualifies is superseded; then each admin
 * with reminders on gets one for every term awaiting a decision within the escalation days, once per
 * contract and notice date whatever happens after (an escalation is never planned twice).
 */
async function planEscalations(tx: Executor, today: TCalendarDate, now: SQL): Promise<PlanResult> {
  const admin = sql`u.role = 'admin' and ${recipientSql}`;
  const [stale] = rowsOf<{ n: number }>(
    await tx.execute(sql`with dropped as (update reminder_deliveries d
        set status = 'superseded', claimed_by = null, claimed_until = null
        where d.status = 'pending' and d.milestone = 'escalation'
          and (d.claimed_until is null or d.claimed_until <= ${now})
          and (
            not exists (
              select 1 from contracts c join workspaces w on w.id = c.workspace_id
              where c.id = d.contract_id and ${undecidedTermSql('c', today)}
                and ${escalationDateSql('c', today)} = d.milestone_date
            )
            or not exists (select 1 from users u where u.id = d.user_id and u.workspace_id = d.workspace_id and ${admin})
          )
        returning 1)
      select count(*)::int as n from dropped`),
  );
  const [planned] = rowsOf<{ n: number }>(
    await tx.execute(sql`with written as (
        insert into reminder_deliveries
          (workspace_id, contract_id, user_id, milestone, milestone_date, lead_days, status,
           next_attempt_at, created_at)
        select c.workspace_id, c.id, u.id, 'escalation', ${escalationDateSql('c', today)}, w.escalation_days,
          'pending', ${now}, ${now}
        from contracts c
        join workspaces w on w.id = c.workspace_id
        join users u on u.workspace_id = c.workspace_id and ${admin}
        where ${undecidedTermSql('c', today)}
          and not exists (
            select 1 from reminder_deliveries e
            where e.contract_id = c.id and e.milestone = 'escalation' and e.user_id = u.id
              and e.milestone_date = ${escalationDateSql('c', today)}
          )
        -- One order for every instance's rows.
        order by c.id, u.id
        on conflict do nothing
        returning 1)
      select count(*)::int as n from written`),
  );
  return { planned: planned?.n ?? 0, superseded: stale?.n ?? 0 };
}
