// The domain's current term (packages/domain terms.ts, docs/domain.md Renewal terms) in SQL, through the
// functions of migration 0024: the list's status, the bell and the reminders read a contract that renews
// automatically at its current term, as the answers do. test/contracts/current-term-sql.test.ts holds it
// to the TypeScript rule.
import { type SQL, sql } from 'drizzle-orm';
import { contracts } from '../../db/schema/index.ts';

/** The columns a current term is computed from, as the table's columns or under an alias of raw SQL. */
export interface TermColumns {
  endDate: SQL;
  renewalWindowStart: SQL;
  renewalWindowEnd: SQL;
  nonRenewalNoticeStart: SQL;
  lifecycle: SQL;
  lastTerm: SQL;
}

/** The contracts table's columns; with an alias (raw SQL such as `from contracts c`), that alias's. */
export function termColumns(alias?: string): TermColumns {
  if (alias) {
    const column = (name: string) => sql.raw(`${alias}.${name}`);
    return {
      endDate: column('end_date'),
      renewalWindowStart: column('renewal_window_start'),
      renewalWindowEnd: column('renewal_window_end'),
      nonRenewalNoticeStart: column('non_renewal_notice_start'),
      lifecycle: column('lifecycle'),
      lastTerm: column('last_term'),
    };
  }
  const c = contracts;
  return {
    endDate: sql`${c.endDate}`,
    renewalWindowStart: sql`${c.renewalWindowStart}`,
    renewalWindowEnd: sql`${c.renewalWindowEnd}`,
    nonRenewalNoticeStart: sql`${c.nonRenewalNoticeStart}`,
    lifecycle: sql`${c.lifecycle}`,
    lastTerm: sql`${c.lastTerm}`,
  };
}

export interface TermSql {
  number: SQL<number>;
  endDate: SQL;
  /** The notice date (nonRenewalNoticeStart, else renewalWindowEnd, in the first term). */
  noticeDate: SQL;
  evaluationStart: SQL;
}

/** The current term on `today` and its dates; a contract that does not renew is always in its first. */
export function currentTermSql(today: SQL, columns: TermColumns = termColumns()): TermSql {
  const { lifecycle } = columns;
  const number = sql<number>`keydate_term(${columns.endDate}, ${lifecycle}, ${columns.lastTerm}, ${today})`;
  const endDate = sql`keydate_renewed(${columns.endDate}, ${lifecycle}, ${number} - 1)`;
  const firstNotice = sql`coalesce(${columns.nonRenewalNoticeStart}, ${columns.renewalWindowEnd})`;
  const noticeDate = sql`keydate_count_back(${endDate}, ${lifecycle} -> 'nonRenewalNotice', ${firstNotice},
    ${lifecycle}, ${number})`;
  const evaluationStart = sql`keydate_count_back(${noticeDate}, ${lifecycle} -> 'evaluationPeriod',
    ${columns.renewalWindowStart}, ${lifecycle}, ${number})`;
  return { number, endDate, noticeDate, evaluationStart };
}
