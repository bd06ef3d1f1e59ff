// The one SQL form of the domain's contractStatus (DOMAIN.md, Status): answers, the Status filter and
// the Status sort all use it, so no stored status can go stale. test/contracts/status-sql.test.ts holds
// it against the TypeScript rule.
import { type TContractStatus, toDateInputValue } from '@keydate/domain';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { contracts } from '../../db/schema/index.ts';

// Dates compare by their UTC calendar day, as the domain does (stored dates are at 12:00 UTC anyway).
const day = (column: SQLWrapper) => sql`(${column} at time zone 'UTC')::date`;

/**
 * First match wins: terminated (stored); pending (today < start); expired (end ≤ today);
 * pending_renewal (evaluation start ≤ today ≤ notice date); active. `today` counts by its UTC day.
 */
export function contractStatusSql(today: Date): SQL<TContractStatus> {
  const todayDate = sql`${toDateInputValue(today)}::date`;
  const c = contracts;
  return sql<TContractStatus>`(case
    when ${c.storedStatus} = 'terminated' then 'terminated'
    when ${day(c.startDate)} > ${todayDate} then 'pending'
    when ${c.endDate} is not null and ${day(c.endDate)} <= ${todayDate} then 'expired'
    when ${c.renewalWindowStart} is not null and ${c.renewalWindowEnd} is not null
      and ${day(c.renewalWindowStart)} <= ${todayDate} and ${todayDate} <= ${day(c.renewalWindowEnd)}
      then 'pending_renewal'
    else 'active'
  end)`;
}
