// The domain's current term (packages/domain terms.ts, docs/domain.md Renewal terms) in SQL: the list's
// status, the bell and the reminders read a contract that renews automatically at its current term, as the
// answers do. Arithmetic on the columns the database keeps from the lifecycle (renewal_months,
// renewal_days, notice_before, evaluation_before), no jsonb read per row. test/contracts/current-term-sql.test.ts
// holds it to the TypeScript rule.
import type { TCalendarDate } from '@keydate/domain';
import { type SQL, sql } from 'drizzle-orm';
import { contracts } from '../../db/schema/index.ts';

/** The columns a current term is computed from, as the table's columns or under an alias of raw SQL. */
export interface TermColumns {
  endDate: SQL;
  renewalWindowStart: SQL;
  renewalWindowEnd: SQL;
  nonRenewalNoticeStart: SQL;
  endMonth: SQL;
  lastTerm: SQL;
  renewalMonths: SQL;
  renewalDays: SQL;
  noticeBefore: SQL;
  evaluationBefore: SQL;
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
      endMonth: column('end_month'),
      lastTerm: column('last_term'),
      renewalMonths: column('renewal_months'),
      renewalDays: column('renewal_days'),
      noticeBefore: column('notice_before'),
      evaluationBefore: column('evaluation_before'),
    };
  }
  const c = contracts;
  return {
    endDate: sql`${c.endDate}`,
    renewalWindowStart: sql`${c.renewalWindowStart}`,
    renewalWindowEnd: sql`${c.renewalWindowEnd}`,
    nonRenewalNoticeStart: sql`${c.nonRenewalNoticeStart}`,
    endMonth: sql`${c.endMonth}`,
    lastTerm: sql`${c.lastTerm}`,
    renewalMonths: sql`${c.renewalMonths}`,
    renewalDays: sql`${c.renewalDays}`,
    noticeBefore: sql`${c.noticeBefore}`,
    evaluationBefore: sql`${c.evaluationBefore}`,
  };
}

export interface TermSql {
  number: SQL<number>;
  endDate: SQL;
  /** The notice date (nonRenewalNoticeStart, else renewalWindowEnd, in the first term). */
  noticeDate: SQL;
  /** The notice date while the term's notice is still to be sent: null once it was (docs/domain.md, The notice). */
  noticeDue: SQL;
  evaluationStart: SQL;
}

/** A date's month counted from year 0, as the end_month column counts, so whole months are a subtraction. */
const monthNumber = (date: TCalendarDate) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;

/**
 * The current term on `today` and its dates (terms.ts, currentTermNumber and termDates). A contract still
 * in its first term (or that does not renew) reads its columns. Today's month is a number from here, so
 * a prepared statement's generic plan computes nothing of today's per row.
 */
export function currentTermSql(today: TCalendarDate, columns: TermColumns = termColumns()): TermSql {
  const { renewalMonths, renewalDays, lastTerm } = columns;
  const day = sql`${today}::date`;
  const firstEnd = columns.endDate;
  const firstNotice = sql`coalesce(${columns.nonRenewalNoticeStart}, ${columns.renewalWindowEnd})`;
  const renewed = sql`(${firstEnd} <= ${day} and (${renewalMonths} is not null or ${renewalDays} is not null))`;
  const now = (computed: SQL, first: SQL) => sql`(case when ${renewed} then ${computed} else ${first} end)`;

  // `times` renewal terms, as one interval, so a date moves in one step and month-end clamps never pile up
  // (a contract renews by months or by days: the other is null).
  const renewalTerm = sql`make_interval(months => coalesce(${renewalMonths}, 0), days => coalesce(${renewalDays}, 0))`;
  const renewalTerms = (times: SQL) => sql`(${renewalTerm} * ${times})`;
  // Renewals whose end is today or earlier: estimated from the whole months (or days) between the first
  // end and today, then one fewer when the estimate's end falls after today (a shorter day of the month).
  const monthsSinceFirstEnd = sql`(${monthNumber(today)}::integer - ${columns.endMonth})`;
  const monthEstimate = sql`(${monthsSinceFirstEnd} / ${renewalMonths})`;
  const estimateEndsAfterToday = sql`((${firstEnd} + make_interval(months => ${monthEstimate} * ${renewalMonths}))::date > ${day})`;
  const renewalsByToday = sql`(case when ${renewalDays} is not null then (${day} - ${firstEnd}) / ${renewalDays}
    else ${monthEstimate} - ${estimateEndsAfterToday}::integer end)`;
  // Never past the term whose notice was sent.
  const number = sql<number>`least(coalesce(${lastTerm}, 2147483647), 2 + ${renewalsByToday})`;
  const moved = (first: SQL) => sql`(${first} + ${renewalTerms(sql`(${number} - 1)`)})::date`;

  // A trigger before the end counts back from this term's end; a picked date moves with the terms.
  const endDate = moved(firstEnd);
  const countBack = (from: SQL, before: SQL, picked: SQL) =>
    sql`coalesce((${from} - ${before})::date, ${moved(picked)})`;
  const noticeDate = countBack(endDate, columns.noticeBefore, firstNotice);
  const currentNumber = now(number, sql`1`);
  const currentNotice = now(noticeDate, firstNotice);
  return {
    number: sql<number>`${currentNumber}`,
    endDate: now(endDate, firstEnd),
    noticeDate: currentNotice,
    noticeDue: sql`(case when ${lastTerm} = ${currentNumber} then null else ${currentNotice} end)`,
    evaluationStart: now(
      countBack(noticeDate, columns.evaluationBefore, columns.renewalWindowStart),
      columns.renewalWindowStart,
    ),
  };
}
