// The one SQL form of the domain's contractStatus (DOMAIN.md, Status): answers, the Status filter and
// the Status sort all use it, so no stored status can go stale. test/contracts/status-sql.test.ts holds
// it against the TypeScript rule.
import type { TCalendarDate, TContractStatus } from '@keydate/domain';
import { type SQL, sql } from 'drizzle-orm';
import { contracts } from '../../db/schema/index.ts';

const dateOf = (today: TCalendarDate) => sql`${today}::date`;

/**
 * First match wins: terminated (stored); pending (today < start); expired (end ≤ today);
 * pending_renewal (evaluation start ≤ today ≤ notice date); active. A missing date makes its comparison
 * null, which never matches, as the domain's rule skips it.
 */
export function contractStatusSql(today: TCalendarDate): SQL<TContractStatus> {
  const day = dateOf(today);
  const c = contracts;
  return sql<TContractStatus>`(case
    when ${c.storedStatus} = 'terminated' then 'terminated'
    when ${c.startDate} > ${day} then 'pending'
    when ${c.endDate} <= ${day} then 'expired'
    when ${c.renewalWindowStart} <= ${day} and ${c.renewalWindowEnd} >= ${day} then 'pending_renewal'
    else 'active'
  end)`;
}

/**
 * `contractStatusSql(today) = status` as plain conditions on the stored columns, for the Status filter:
 * the same rule branch by branch (each branch holds when no earlier one does), written so the planner
 * estimates it from each column's statistics and an index can serve it, where the CASE expression is a
 * black box it guesses at. status-sql.test.ts holds the two forms to each other.
 */
export function contractStatusIsSql(status: TContractStatus, today: TCalendarDate): SQL {
  const day = dateOf(today);
  const c = contracts;
  if (status === 'terminated') return sql`${c.storedStatus} = 'terminated'`;
  const live = sql`${c.storedStatus} is null`;
  if (status === 'pending') return sql`(${live} and ${c.startDate} > ${day})`;
  const started = sql`${live} and ${c.startDate} <= ${day}`;
  if (status === 'expired') return sql`(${started} and ${c.endDate} <= ${day})`;
  const running = sql`${started} and (${c.endDate} is null or ${c.endDate} > ${day})`;
  if (status === 'pending_renewal') {
    return sql`(${running} and ${c.renewalWindowStart} <= ${day} and ${c.renewalWindowEnd} >= ${day})`;
  }
  return sql`(${running} and (${c.renewalWindowStart} is null or ${c.renewalWindowEnd} is null
    or ${c.renewalWindowStart} > ${day} or ${c.renewalWindowEnd} < ${day}))`;
}
