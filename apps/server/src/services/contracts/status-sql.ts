// The one SQL form of the domain's contractStatus (DOMAIN.md, Status): answers, the Status filter and
// the Status sort all use it, so no stored status can go stale. test/contracts/status-sql.test.ts holds
// it against the TypeScript rule.
import type { TContractStatus } from '@keydate/domain';
import { type SQL, sql } from 'drizzle-orm';
import { contracts } from '../../db/schema/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The two midnights of `today`'s UTC calendar day, as ISO timestamps. */
export function dayBoundValues(today: Date): { todayStart: string; tomorrowStart: string } {
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return {
    todayStart: new Date(midnight).toISOString(),
    tomorrowStart: new Date(midnight + DAY_MS).toISOString(),
  };
}

// Today's and tomorrow's midnight (UTC) as parameters.
function boundsOf(today: Date) {
  const { todayStart, tomorrowStart } = dayBoundValues(today);
  return { todayStart: sql`${todayStart}::timestamptz`, tomorrowStart: sql`${tomorrowStart}::timestamptz` };
}

/**
 * First match wins: terminated (stored); pending (today < start); expired (end ≤ today);
 * pending_renewal (evaluation start ≤ today ≤ notice date); active. Dates count by their UTC calendar
 * day, as the domain does, written as plain comparisons with today's and tomorrow's midnight (UTC)
 * so no row pays for a time zone conversion: day(x) ≤ today ⇔ x < tomorrow, day(x) ≥ today ⇔ x ≥ today.
 * A missing date makes its comparison null, which never matches, as the domain's rule skips it.
 */
export function contractStatusSql(today: Date): SQL<TContractStatus> {
  const { todayStart, tomorrowStart } = boundsOf(today);
  const c = contracts;
  return sql<TContractStatus>`(case
    when ${c.storedStatus} = 'terminated' then 'terminated'
    when ${c.startDate} >= ${tomorrowStart} then 'pending'
    when ${c.endDate} < ${tomorrowStart} then 'expired'
    when ${c.renewalWindowStart} < ${tomorrowStart} and ${c.renewalWindowEnd} >= ${todayStart}
      then 'pending_renewal'
    else 'active'
  end)`;
}

/**
 * `contractStatusSql(today) = status` as plain conditions on the stored columns, for the Status filter:
 * the same rule branch by branch (each branch holds when no earlier one does), written so the planner
 * estimates it from each column's statistics and an index can serve it, where the CASE expression is a
 * black box it guesses at. status-sql.test.ts holds the two forms to each other.
 */
export function contractStatusIsSql(status: TContractStatus, today: Date): SQL {
  const { todayStart, tomorrowStart } = boundsOf(today);
  const c = contracts;
  if (status === 'terminated') return sql`${c.storedStatus} = 'terminated'`;
  const live = sql`${c.storedStatus} is null`;
  if (status === 'pending') return sql`(${live} and ${c.startDate} >= ${tomorrowStart})`;
  const started = sql`${live} and ${c.startDate} < ${tomorrowStart}`;
  if (status === 'expired') return sql`(${started} and ${c.endDate} < ${tomorrowStart})`;
  const running = sql`${started} and (${c.endDate} is null or ${c.endDate} >= ${tomorrowStart})`;
  if (status === 'pending_renewal') {
    return sql`(${running} and ${c.renewalWindowStart} < ${tomorrowStart} and ${c.renewalWindowEnd} >= ${todayStart})`;
  }
  return sql`(${running} and (${c.renewalWindowStart} is null or ${c.renewalWindowEnd} is null
    or ${c.renewalWindowStart} >= ${tomorrowStart} or ${c.renewalWindowEnd} < ${todayStart}))`;
}
