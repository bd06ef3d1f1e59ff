// The terms of a contract that renews automatically (docs/domain.md, Renewal terms): which term runs
// today and its dates, computed when read like the status, never kept by a job.
import { addCalendar, daysBetween, formatLongDate, monthsBetween, type TCalendarDate } from './dates.ts';
import { formatAmount } from './document-facts.ts';
import type { TLifecycle, TLifecyclePart, TRenewal, TStoredContractDates } from './lifecycle.ts';

export interface TTerm {
  /** 1 for the first term. */
  number: number;
  startDate: TCalendarDate;
  endDate: TCalendarDate;
  /** Evaluation start. */
  renewalWindowStart: TCalendarDate;
  /** The notice date (evaluation end). */
  renewalWindowEnd: TCalendarDate;
  /** The notice date. */
  nonRenewalNoticeStart: TCalendarDate;
}

export interface TTermsOf {
  lifecycle: Pick<TLifecycle, 'renewal' | 'nonRenewalNotice' | 'evaluationPeriod'>;
  /** The first term's dates, as stored. */
  first: TStoredContractDates;
  /** The term whose non-renewal notice was recorded as sent: the last one. Null while none was. */
  lastTerm?: number | null;
}

/** The renewal term moved `times` over, in one step from `date`, so month-end clamps never pile up. */
function renewed(date: TCalendarDate, terms: TTermsOf, times: number): TCalendarDate {
  const { renewal } = terms.lifecycle;
  if (times === 0 || renewal.type !== 'automatic') return date;
  return addCalendar(date, renewal.term.value * times, renewal.term.unit);
}

// A trigger before the end counts back from this term's end; a picked date moves with the terms.
const countBack = (
  from: TCalendarDate,
  part: TLifecyclePart,
  picked: TCalendarDate,
  shift: number,
  terms: TTermsOf,
) =>
  part.triggerType === 'SPECIFIC_DATE'
    ? renewed(picked, terms, shift)
    : addCalendar(from, -part.triggerValue.value, part.triggerValue.unit);

/**
 * Term `number` (1 = the first): term n ends n − 1 renewal terms after the first term's end, counted in
 * one step from it, and starts when term n − 1 ends. Its notice date and evaluation start count back from
 * its own end as the lifecycle says (a picked date moves n − 1 renewal terms later).
 */
export function termDates(terms: TTermsOf, number: number): TTerm {
  const { first, lifecycle } = terms;
  if (number === 1) return { number, ...first };
  const shift = number - 1;
  const endDate = renewed(first.endDate, terms, shift);
  const notice = countBack(endDate, lifecycle.nonRenewalNotice, first.nonRenewalNoticeStart, shift, terms);
  return {
    number,
    startDate: renewed(first.endDate, terms, shift - 1),
    endDate,
    renewalWindowStart: countBack(notice, lifecycle.evaluationPeriod, first.renewalWindowStart, shift, terms),
    renewalWindowEnd: notice,
    nonRenewalNoticeStart: notice,
  };
}

/**
 * The term running today: a term ends on its end date and the next starts that day. A contract that
 * does not renew has one term; one that renews is in its first term whose end is after today, but never
 * past the term whose non-renewal notice was sent (after that term's end it is expired).
 */
export function currentTermNumber(terms: TTermsOf, today: TCalendarDate): number {
  const { renewal } = terms.lifecycle;
  const end = terms.first.endDate;
  if (renewal.type !== 'automatic' || today < end) return 1;
  const { value, unit } = renewal.term;
  // Renewals whose end is today or earlier: estimated from the whole months or days between the first
  // end and today, then one fewer when the estimate's end falls after today (a shorter day of the month).
  let renewals: number;
  if (unit === 'DAYS') {
    renewals = Math.floor(daysBetween(end, today) / value);
  } else {
    const months = unit === 'YEARS' ? value * 12 : value;
    renewals = Math.floor(monthsBetween(end, today) / months);
    if (renewed(end, terms, renewals) > today) renewals -= 1;
  }
  const natural = renewals + 2;
  return terms.lastTerm ? Math.min(natural, terms.lastTerm) : natural;
}

/** The current term's dates (the first term's for a contract that does not renew). */
export function currentTerm(terms: TTermsOf, today: TCalendarDate): TTerm {
  return termDates(terms, currentTermNumber(terms, today));
}

/** "Term 3 of an automatically renewing agreement, since January 5, 2027": the term running today. */
export function termSentence(term: Pick<TTerm, 'number' | 'startDate'>): string {
  return `Term ${term.number} of an automatically renewing agreement, since ${formatLongDate(term.startDate)}`;
}

/** "Renews for 1 year at a time unless notice is given"; null for a contract that does not renew. */
export function renewalSentence(renewal: TRenewal): string | null {
  return renewal.type === 'automatic'
    ? `Renews for ${formatAmount(renewal.term)} at a time unless notice is given`
    : null;
}

/** After the first term's end: "Then renews for 1 year at a time unless notice is given", or null. */
export function renewalAfterEndSentence(renewal: TRenewal): string | null {
  return renewal.type === 'automatic'
    ? `Then renews for ${formatAmount(renewal.term)} at a time unless notice is given`
    : null;
}

/** The renewal in a summary: "Renews automatically for 1 year at a time" or "Does not renew automatically". */
export function renewalSummary(renewal: TRenewal): string {
  return renewal.type === 'automatic'
    ? `Renews automatically for ${formatAmount(renewal.term)} at a time`
    : 'Does not renew automatically';
}
