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

/**
 * The current term on `today` and its dates. A contract still in its first term (or that does not renew)
 * reads its columns, so only the contracts renewed by today pay for the computation.
 */
export function currentTermSql(today: SQL, columns: TermColumns = termColumns()): TermSql {
  const { lifecycle, lastTerm } = columns;
  const firstEnd = columns.endDate;
  const firstNotice = sql`coalesce(${columns.nonRenewalNoticeStart}, ${columns.renewalWindowEnd})`;
  const renewed = sql`(${firstEnd} <= ${today} and ${lifecycle} #>> '{renewal,type}' = 'automatic')`;
  const now = (computed: SQL, first: SQL) => sql`(case when ${renewed} then ${computed} else ${first} end)`;
  return {
    number: sql<number>`${now(sql`keydate_term(${firstEnd}, ${lifecycle}, ${lastTerm}, ${today})`, sql`1`)}`,
    endDate: now(sql`keydate_current_end(${firstEnd}, ${lifecycle}, ${lastTerm}, ${today})`, firstEnd),
    noticeDate: now(
      sql`keydate_current_notice(${firstEnd}, ${firstNotice}, ${lifecycle}, ${lastTerm}, ${today})`,
      firstNotice,
    ),
    evaluationStart: now(
      sql`keydate_current_evaluation(${firstEnd}, ${firstNotice}, ${columns.renewalWindowStart}, ${lifecycle},
        ${lastTerm}, ${today})`,
      columns.renewalWindowStart,
    ),
  };
}
