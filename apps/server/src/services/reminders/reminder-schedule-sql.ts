// The SQL form of the domain's reminder schedule (packages/domain reminders.ts): every contract's
// milestone dates times its lead times, for all workspaces in one query. test/reminders/schedule-sql.test.ts
// holds it against planReminders and upcomingReminders on a table of cases.
import type { TCalendarDate } from '@keydate/domain';
import { type SQL, sql } from 'drizzle-orm';
import { currentTermSql, termColumns } from '../contracts/current-term-sql.ts';

/**
 * A contract's milestone date in its term running `today`: the notice date (none once the term's notice
 * was sent), or the end date.
 */
export function milestoneDateSql(contract: string, milestone: SQL, today: TCalendarDate): SQL {
  const term = currentTermSql(today, termColumns(contract));
  return sql`(case ${milestone} when 'notice' then ${term.noticeDue} when 'end' then ${term.endDate} end)`;
}

/** A contract's lead times for one milestone: its own, else its workspace's (a jsonb array). */
export function leadDaysSql(contract: string, workspace: string, milestone: SQL): SQL {
  return sql`(coalesce(${sql.raw(contract)}.reminder_lead_days, ${sql.raw(workspace)}.reminder_lead_days) -> ${milestone})`;
}

/**
 * Rows (contract_id, workspace_id, milestone, milestone_date, lead_days, due_on) of every contract that
 * is not terminated, one per milestone date of its term running `today` and lead time; `where` narrows
 * them (it may use the aliases c, m and l). Dates are calendar dates, so due_on = milestone_date − lead_days.
 */
export function reminderScheduleSql(where: SQL, today: TCalendarDate): SQL {
  const term = currentTermSql(today, termColumns('c'));
  return sql`select c.id as contract_id, c.workspace_id, m.milestone, m.milestone_date, l.lead_days,
      m.milestone_date - l.lead_days as due_on
    from contracts c
    join workspaces w on w.id = c.workspace_id
    cross join lateral (values
      ('notice'::text, ${term.noticeDue}),
      ('end'::text, ${term.endDate})
    ) as m(milestone, milestone_date)
    cross join lateral (
      select distinct value::int as lead_days
      from jsonb_array_elements_text(${leadDaysSql('c', 'w', sql.raw('m.milestone'))})
    ) as l
    where c.stored_status is distinct from 'terminated' and m.milestone_date is not null and (${where})`;
}

/** Verified members of a workspace who have reminders switched on (alias u). */
export const recipientSql = sql`u.email_verified_at is not null and u.reminders_enabled`;

/**
 * Whether someone responsible for one of the properties of the contract under `alias` (an individual
 * contract's property, or an MSA's members) meets `who`, which may use the alias pr of property_responsibles.
 */
export function responsibleForSql(alias: string, who: SQL): SQL {
  const c = sql.raw(alias);
  return sql`exists (
    select 1 from property_responsibles pr
    where (${who}) and (pr.property_id = ${c}.property_id or pr.property_id in (
      select cp.property_id from contract_properties cp where cp.contract_id = ${c}.id)))`;
}

/**
 * Whether the person u is one of a contract's reminder recipients: its owner, a person responsible for
 * one of its properties, or, for a contract with neither, an admin of its workspace. The reminder switch
 * is recipientSql's. (docs/domain.md, Owners and responsible people)
 */
export function recipientOfSql(contractId: SQL): SQL {
  return sql`exists (select 1 from contracts rc where rc.id = ${contractId} and (
    rc.owner_id = u.id
    or ${responsibleForSql('rc', sql`pr.user_id = u.id`)}
    or (u.role = 'admin' and rc.owner_id is null and not ${responsibleForSql('rc', sql`true`)})))`;
}

/**
 * Whether the contract under `contract` awaits a decision that should have been made by now: live, its
 * current term's notice date today or later and no more than its workspace's (alias w) escalation days
 * away (never when the workspace sends no escalation: null days), no renewal decision recorded for
 * that term and no notice sent (docs/domain.md, The renewal decision). Its admins get one escalation
 * mail for that notice date.
 */
export function undecidedTermSql(contract: string, today: TCalendarDate): SQL {
  const c = sql.raw(contract);
  const term = currentTermSql(today, termColumns(contract));
  return sql`(${c}.stored_status is distinct from 'terminated'
    and w.escalation_days is not null
    and ${term.noticeDue} between ${today}::date and ${today}::date + w.escalation_days
    and not exists (select 1 from contract_decisions cd where cd.contract_id = ${c}.id and cd.term = ${term.number}))`;
}

/** The notice date an escalation of the contract under `contract` is about: its current term's. */
export function escalationDateSql(contract: string, today: TCalendarDate): SQL {
  return currentTermSql(today, termColumns(contract)).noticeDate;
}

/** The rows of a raw query, whichever driver ran it (node-postgres and PGlite both answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
