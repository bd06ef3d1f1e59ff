// What Keydate reads in a contract's document: each fact it found, with the sentence it came from and
// the page. A fact is present only when the document states it (POST /api/documents/analyze, and a
// contract's documentFacts).
import { z } from 'zod';
import { ZCalendarDate } from './date.schemas.ts';
import { addCalendar, DATE_UNITS, formatLongDate, type TCalendarDate } from './dates.ts';
import type { TAmount, TLifecycle } from './lifecycle.ts';

const ZAmount = z.object({ value: z.number().int().positive(), unit: z.enum(DATE_UNITS) });

const fact = <T extends z.ZodType>(value: T) =>
  z.object({
    value,
    quote: z.string(),
    page: z.number().int().positive(),
    note: z
      .string()
      .optional()
      .describe('When the value rests on weaker evidence than its sentence: what it was counted from'),
  });

/** Beside an end counted from the agreement date, for want of an effective date. */
export const COUNTED_FROM_AGREEMENT_DATE =
  'Counted from the agreement date: the document states no effective date';
/** Beside an end counted from the effective date, where the term runs from an event the document does not date. */
export const COUNTED_FROM_EFFECTIVE_DATE =
  'Counted from the effective date: the term runs from an event the document does not date';

export const ZDocumentFacts = z.object({
  effectiveDate: fact(ZCalendarDate).optional(),
  agreementDate: fact(ZCalendarDate).optional(),
  expirationDate: fact(z.union([ZCalendarDate, z.literal('perpetual')])).optional(),
  initialTerm: fact(ZAmount).optional(),
  renewalTerm: fact(ZAmount).optional(),
  noticePeriod: fact(ZAmount).optional(),
  parties: fact(z.array(z.string())).optional(),
  title: fact(z.string()).optional(),
});
export type TDocumentFacts = z.infer<typeof ZDocumentFacts>;
export type TDocumentFactName = keyof TDocumentFacts;

/** The answer of POST /api/documents/analyze. */
export const ZDuplicateOf = z.object({
  kind: z.enum(['contract', 'draft']),
  _id: z.string(),
  name: z.string(),
});
/** The contract or draft that already holds the same document (same bytes). */
export type TDuplicateOf = z.infer<typeof ZDuplicateOf>;

/** The pages (numbered from 1) whose text was recognised in a scan's image rather than read from it. */
export const ZRecognisedPages = z
  .array(z.number().int().positive())
  .describe("Pages whose text was recognised in a scan's image: dates read there are to be checked");

/**
 * A line of `POST /api/documents/analyze` asked for with progress: the scanned page whose text is being
 * recognised, of the pages the document has.
 */
export const ZReadingProgress = z.object({
  page: z.number().int().positive(),
  pageCount: z.number().int().positive(),
});
export type TReadingProgress = z.infer<typeof ZReadingProgress>;

export const ZDocumentAnalysis = z.object({
  textLayer: z.boolean(),
  pages: z.number().int().nonnegative(),
  recognisedPages: ZRecognisedPages,
  suggestions: ZDocumentFacts,
  duplicateOf: ZDuplicateOf.optional().describe(
    'The contract or draft of the workspace that already holds this file',
  ),
});
export type TDocumentAnalysis = z.infer<typeof ZDocumentAnalysis>;

/** In a searched page of the list: the passage of a contract's document that matches, its words marked. */
export const ZDocumentMatch = z.object({
  parts: z.array(z.object({ text: z.string(), marked: z.boolean() })),
});
export type TDocumentMatch = z.infer<typeof ZDocumentMatch>;

const UNIT_WORDS: Record<TAmount['unit'], [string, string]> = {
  DAYS: ['day', 'days'],
  MONTHS: ['month', 'months'],
  YEARS: ['year', 'years'],
};

/** '90 days', '1 year'. */
export function formatAmount({ value, unit }: TAmount): string {
  const [one, many] = UNIT_WORDS[unit];
  return `${value} ${value === 1 ? one : many}`;
}

// Two amounts agree when they land on the same day from the same date: 1 year is 12 months, and
// 3 months before December 31 are 92 days.
const sameFrom = (date: TCalendarDate, sign: 1 | -1, a: TAmount, b: TAmount) =>
  addCalendar(date, sign * a.value, a.unit) === addCalendar(date, sign * b.value, b.unit);

/** What a contract's dates need to be compared with its document's facts. */
export interface TFactsComparable {
  startDate: TCalendarDate;
  endDate: TCalendarDate | null;
  lifecycle: Pick<TLifecycle, 'duration' | 'nonRenewalNotice'>;
}

/** Where the document says otherwise than the contract as stored, in words a person reads on its page. */
export function documentDisagreements(contract: TFactsComparable, facts: TDocumentFacts): string[] {
  const found: string[] = [];
  const { effectiveDate, expirationDate, initialTerm, noticePeriod } = facts;
  if (effectiveDate && effectiveDate.value !== contract.startDate) {
    found.push(
      `The document says it takes effect on ${formatLongDate(effectiveDate.value)}; this contract starts on ${formatLongDate(contract.startDate)}.`,
    );
  }
  const { duration } = contract.lifecycle;
  if (initialTerm && !sameFrom(contract.startDate, 1, initialTerm.value, duration)) {
    found.push(
      `The document says a term of ${formatAmount(initialTerm.value)}; this contract uses ${formatAmount(duration)}.`,
    );
  }
  if (expirationDate && expirationDate.value !== 'perpetual' && expirationDate.value !== contract.endDate) {
    found.push(
      `The document says it ends on ${formatLongDate(expirationDate.value)}; ${contract.endDate ? `this contract ends on ${formatLongDate(contract.endDate)}` : 'this contract has no end date'}.`,
    );
  }
  const notice = contract.lifecycle.nonRenewalNotice;
  if (
    noticePeriod &&
    notice.triggerType === 'BEFORE_END' &&
    !sameFrom(
      contract.endDate ?? addCalendar(contract.startDate, duration.value, duration.unit),
      -1,
      noticePeriod.value,
      notice.triggerValue,
    )
  ) {
    found.push(
      `The document says notice of ${formatAmount(noticePeriod.value)}; this contract uses ${formatAmount(notice.triggerValue)}.`,
    );
  }
  return found;
}
