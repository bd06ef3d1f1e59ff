// What a term is counted from. "three (3) years from the Effective Date" counts from the effective
// date, "from the date hereof" from the date the document bears, "commencing on June 1, 2019" from
// that date. A start that is an event ("from the first commercial sale", "after Launch", "commence
// on the date the Site becomes operational") gives a term but no end that can be computed.
import type { TCalendarDate } from '@keydate/domain';
import { findDates } from './contract-dates.ts';
import { AGREEMENT_WORD, AS_NAMED, START_DATE, STARTING, STARTS, THIS_AGREEMENT } from './phrases.ts';

export interface TTermStarts {
  effectiveDate?: TCalendarDate;
  agreementDate?: TCalendarDate;
  /** The contract ties its effective date to an event: "from the Effective Date" has no date. */
  effectiveIsEvent?: boolean;
}

const COUNTING = `(?:from|after|following|subsequent\\s+to|${STARTING}\\s+(?:on|with)|of|as\\s+of)`;
const EFFECTIVE = `["']?${START_DATE}\\b(?!\\s+of\\s+(?:such|the|any)\\s+(?!${AGREEMENT_WORD}))`;
// The day the document bears ("the date hereof", "the date first above written"), or the day it is
// signed ("the date of its execution", "the date signed"): both are the agreement's date when it has
// one, but only the first is the day the document says it was made.
const DOCUMENT_DATE = `(?:date\\s+(?:hereof|of\\s+${THIS_AGREEMENT}|(?:first\\s+)?(?:above\\s+)?(?:written|set\\s+forth|stated)(?:\\s+above)?|above))`;
const SIGNED = `(?:date\\s+(?:of\\s+(?:its\\s+)?execution|of\\s+signing|of\\s+signature|signed|executed)|execution\\s+(?:hereof|of\\s+this\\s+${AGREEMENT_WORD}))`;
const SIGNING = `(?:${DOCUMENT_DATE}|${SIGNED})`;
// Up to three words between the length and its start, or a name: "year term ("Initial Term") from".
const LEAD = `^\\s*(?:(?:[\\w()]+|${AS_NAMED})\\s+){0,3}?`;
const AND_INCLUDING = '(?:and\\s+including\\s+)?(?:the\\s+)?';

const FROM_EFFECTIVE = new RegExp(`${LEAD}${COUNTING}\\s+${AND_INCLUDING}${EFFECTIVE}`, 'i');
const FROM_SIGNING = new RegExp(`${LEAD}${COUNTING}\\s+${AND_INCLUDING}${SIGNING}`, 'i');
const THAT_DATE = new RegExp(
  `${LEAD}(?:from|after|following)\\s+(?:that|such|said|the\\s+same)\\s+date`,
  'i',
);
const FROM_SOMETHING = new RegExp(`${LEAD}(?:from|after|following|${STARTING})\\s+(?:on\\s+)?\\S`, 'i');
// "shall commence on the date upon which ..." / "commencing on the Launch Date": the start the
// sentence names for the whole term.
const COMMENCES = new RegExp(String.raw`\b${STARTS}\s+(?:on|upon|as\s+of|with|from)\s+`, 'gi');

// "the tentative launch date of January 4, 1999": an event the sentence dates.
const DATED_EVENT = /^(?:the\s+)?(?:[\w-]+\s+){0,3}date\s+of\s+$/i;

/**
 * What the sentence says the term commences on: the commencement right after the length ("twenty four
 * (24) months to commence on ..."), else the first outside it.
 */
function commencementOf(text: string, lengthStart: number, lengthEnd: number): RegExpExecArray | undefined {
  const all = [...text.matchAll(COMMENCES)] as RegExpExecArray[];
  const outside = all.filter((found) => found.index < lengthStart || found.index > lengthEnd);
  return outside.find((found) => found.index - lengthEnd < 20 && found.index > lengthEnd) ?? outside[0];
}

export type TStart = TCalendarDate | 'event' | 'unknown';

const COUNTED_FROM_SIGNING = new RegExp(`\\b${COUNTING}\\s+${AND_INCLUDING}${SIGNED}`, 'i');

/** Whether the sentence counts a term from the day the document is signed ("from the date signed"). */
export function countsFromSigning(text: string): boolean {
  return COUNTED_FROM_SIGNING.test(text);
}

function named(text: string, starts: TTermStarts): TStart | null {
  if (FROM_EFFECTIVE.test(text)) {
    if (starts.effectiveDate) return starts.effectiveDate;
    return starts.effectiveIsEvent ? 'event' : (starts.agreementDate ?? 'unknown');
  }
  if (FROM_SIGNING.test(text)) return starts.agreementDate ?? starts.effectiveDate ?? 'unknown';
  return null;
}

/**
 * The start of a length that ends at `lengthEnd` in `text`: what follows the length ("from the
 * Effective Date"), else what the sentence says the term commences on, else the effective date.
 */
export function startOfTerm(
  text: string,
  lengthStart: number,
  lengthEnd: number,
  starts: TTermStarts,
): TStart {
  const after = text.slice(lengthEnd, lengthEnd + 100);
  const fromAfter = named(after, starts);
  if (fromAfter) return fromAfter;
  // "commence on January 10, 2019 and expire ... twenty-four (24) months from that date".
  const earlier = findDates(text.slice(0, lengthStart)).at(-1);
  if (earlier && THAT_DATE.test(after)) return earlier.date;
  const date = findDates(after)[0];
  if (date && FROM_SOMETHING.test(after.slice(0, date.index + 1)) && date.index < 40) return date.date;
  if (FROM_SOMETHING.test(after)) return 'event';

  const commences = commencementOf(text, lengthStart, lengthEnd);
  if (commences) {
    const rest = text.slice(
      commences.index + commences[0].length,
      commences.index + commences[0].length + 100,
    );
    const fromStart = named(`from ${rest}`, starts);
    if (fromStart) return fromStart;
    const stated = findDates(rest)[0];
    if (stated && (stated.index < 12 || DATED_EVENT.test(rest.slice(0, stated.index)))) return stated.date;
    return 'event';
  }
  if (starts.effectiveDate) return starts.effectiveDate;
  return starts.effectiveIsEvent ? 'event' : (starts.agreementDate ?? 'unknown');
}
