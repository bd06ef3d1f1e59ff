// The domain's contractStatus (docs/domain.md, Status) in SQL, for the list's Status filter, search and sort,
// at the current term of a contract that renews (current-term-sql.ts). test/contracts/status-sql.test.ts
// holds both forms to the TypeScript rule.
import type { TCalendarDate, TContractStatus } from '@keydate/domain';
import { type SQL, sql } from 'drizzle-orm';
import { contracts } from '../../db/schema/index.ts';
import { currentTermSql } from './current-term-sql.ts';

const c = contracts;

/**
 * A contract's status today, first match winning: terminated (stored); pending (today < start); expired
 * (end ≤ today); pending_renewal (evaluation start ≤ today ≤ notice date); active. A missing date makes
 * its comparison null, which never matches, as the domain's rule skips it. The status order counts by it.
 */
export function contractStatusSql(today: TCalendarDate): SQL<TContractStatus> {
  const day = sql`${today}::date`;
  const term = currentTermSql(today);
  return sql<TContractStatus>`(case
    when ${c.storedStatus} = 'terminated' then 'terminated'
    when ${c.startDate} > ${day} then 'pending'
    when ${term.endDate} <= ${day} then 'expired'
    when ${term.evaluationStart} <= ${day} and ${term.noticeDate} >= ${day} then 'pending_renewal'
    else 'active'
  end)`;
}

/**
 * `contractStatusSql(today) = status` as conditions on the columns, branch by branch (each holding when no
 * earlier one does), so the planner estimates them from each column's statistics and an index serves them.
 */
export function contractStatusIsSql(status: TContractStatus, today: TCalendarDate): SQL {
  const day = sql`${today}::date`;
  const term = currentTermSql(today);
  if (status === 'terminated') return sql`${c.storedStatus} = 'terminated'`;
  const live = sql`${c.storedStatus} is null`;
  if (status === 'pending') return sql`(${live} and ${c.startDate} > ${day})`;
  const started = sql`${live} and ${c.startDate} <= ${day}`;
  if (status === 'expired') return sql`(${started} and ${term.endDate} <= ${day})`;
  const running = sql`${started} and (${c.endDate} is null or ${term.endDate} > ${day})`;
  const inEvaluation = sql`(${term.evaluationStart} <= ${day} and ${term.noticeDate} >= ${day})`;
  if (status === 'pending_renewal') return sql`(${running} and ${inEvaluation})`;
  // Null (a missing date) is not in its evaluation window.
  return sql`(${running} and not coalesce(${inEvaluation}, false))`;
}
