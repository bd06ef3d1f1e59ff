// The agreement's own initial term and the day it ends: stated as a date ("shall remain in effect
// until December 31, 2022"), as a length from the start ("for a period of three (3) years from the
// Effective Date", then computed by calendar arithmetic), or as no end at all ("shall continue until
// terminated", "in perpetuity"). Only sentences about the agreement itself count: a perpetual licence
// or a two-year non-compete is not the agreement's term.
import { addCalendar, daysInMonth, type TCalendarDate } from '@keydate/domain';
import { findDates } from './contract-dates.ts';
import { findDurations, type TAmount, type TDurationMatch } from './durations.ts';
import { factFrom, type TFact } from './fact.ts';
import {
  AGREEMENT_PERIOD,
  AGREEMENT_WORD,
  AS_NAMED,
  CLAUSE_OPENING,
  CLAUSE_WORD,
  DOCUMENT_PART,
  END_DATE,
  IN_FORCE,
  inParens,
  MEANS,
  NAMED_THE_TERM,
  ORDINAL_DIGITS,
  ORDINAL_WORD,
  OWN_PERIOD,
  ordinalToNumber,
  SHALL,
  STARTING,
  THIS_AGREEMENT,
  TIME_UNIT,
  WORD_NUMBER,
  wordsToNumber,
} from './phrases.ts';
import { isTermHeading, termPlaceScore } from './sections.ts';
import type { TSentence } from './sentences.ts';
import { countsFromSigning, startOfTerm, type TStart, type TTermStarts } from './term-start.ts';

export type { TTermStarts } from './term-start.ts';

export interface TTermFacts {
  initialTerm?: TFact<TAmount>;
  expirationDate?: TFact<TCalendarDate | 'perpetual'>;
  /** What a term stated as a length counts from. */
  start?: TStart;
  /** The length counts from the day the document is signed, not from the date it bears. */
  fromSigning?: boolean;
}

// Terms that are not the agreement's: "the Payment Term shall be thirty (30) days".
const OTHER_TERMS =
  '(?:payment|warranty|licen[cs]e|royalty|renewal|extension|lease|loan|credit|notice|probation|cure)\\b';
// The sentence states the agreement's duration: "The term of this Agreement shall be...", "This
// Agreement shall commence ... and continue...", "The Initial Term is...", '"Contract Period" means
// the period commencing ...', "... and expire on June 30, 2024 (the "Term")".
const TERM_OF_AGREEMENT = `\\bterm\\s+of\\s+${THIS_AGREEMENT}\\b`;
const AGREEMENT_LASTS = `\\b${THIS_AGREEMENT}\\b[^.;]{0,120}?\\b(?:shall|will|is|to)?\\s*(?:continu|remain|expir|terminat|commenc|begin|run|last|end|conclud|become\\s+effective|be\\s+effective|be\\s+in\\s+(?:full\\s+)?(?:force|effect)|endur|(?:is|be)\\s+valid|(?:is|be)\\s+for\\s+a\\s+(?:term|period))`;
const THE_TERM_IS = `\\b(?:the\\s+)?(?!${OTHER_TERMS})(?:[\\w-]+\\s+)?term["”')]*\\s+(?:hereof\\s+|of\\s+the\\s+parties\\s+)?(?:shall|will|is)\\b`;
const TERM_DEFINED = `(?:${CLAUSE_OPENING}|(?:\\(\\w{1,4}\\)|\\b\\w\\))\\s*)${OWN_PERIOD}\\s+${MEANS}\\b`;
// A cover sheet's field: "Effective Date: January 1, 2019 Termination Date: December 31, 2023".
const END_DATE_FIELD = String.raw`\b${END_DATE}\s*:`;
const TERM_STATEMENT = new RegExp(
  [TERM_OF_AGREEMENT, AGREEMENT_LASTS, THE_TERM_IS, TERM_DEFINED, NAMED_THE_TERM, END_DATE_FIELD].join('|'),
  'i',
);
// An order form's field on the first pages: "Start Date: June 1, 2021 Contract Term: 36 months",
// "Agreement Period: January 1, 2023 through December 31, 2025" (not another term's: "Payment Term: 30
// days"). Further in, such a field is a schedule's ("Schedule 3 ... Term: Three (3) years").
const TERM_FIELD = new RegExp(
  String.raw`\b(?:(?!${OTHER_TERMS})(?:[\w-]+\s+)?term(?:\s+of\s+(?:the\s+)?${AGREEMENT_WORD})?|${AGREEMENT_PERIOD})\s*:`,
  'i',
);
const FORM_PAGES = 2;
const statesTerm = (sentence: TSentence) =>
  TERM_STATEMENT.test(sentence.text) || (sentence.page <= FORM_PAGES && TERM_FIELD.test(sentence.text));
const RENEWING = /\b(renew\w*|extend\w*|extensions?)\b/i;

// Words just before a length that make it the term's length: "for a period of", "shall remain in
// effect initially for the".
const LENGTH_BEFORE = new RegExp(
  String.raw`\b((initial|original)\s+)?(term|period|duration)(?:\s*:)?\s+(of\s+(this\s+${AGREEMENT_WORD}\s+)?)?(${SHALL}\s+be\s+|is\s+|of\s+)?(a\s+period\s+of\s+)?$|\b(for|continu\w*|remain\w*|expire|terminate|end(?:ing|s)?|run|last|be|until)\b(\s+in\s+(full\s+)?(force|effect)(\s+and\s+(effect|force))?)?(\s+(thereafter|initially))?\s+(for\s+)?((a|an|the)\s+)?((initial|original|fixed)\s+)?((term|period)\s+of\s+)?$`,
  'i',
);
// Words near a length that make it something else: a notice, a cure period, a renewal, an outer
// limit ("no later than thirty (30) months"), a least length ("will not be shorter than two (2)
// years"), a duty that outlives the agreement ("for one year thereafter", "for a one-year period
// following the expiration"). "for at least a period of twenty-five (25) years", "for not less than a
// period of ..." is a term all the same.
const AT_LEAST = String.raw`(?:at\s+least|not?\s+less\s+than)(?!\s+an?\s+(?:initial\s+)?(?:period|term)\s+of\b)`;
const OTHER_LENGTH_BEFORE = new RegExp(
  String.raw`\b(${AT_LEAST}|(?:not\s+be|no)\s+shorter\s+than|no\s+(later|fewer)\s+than|later\s+than|minimum\s+of|within|upon|giving|given|successive|additional|further|renewal|extension|extended|renew\w*|each)\b[^.;]{0,20}$|\band\s+for\s+(a\s+period\s+of\s+)?$`,
  'i',
);
const OTHER_LENGTH_AFTER =
  /^[^.;]{0,25}\b(notice|prior|in\s+advance|before|written|cure|after\s+receipt)\b|^\s*(?:period\s+)?(?:after|following)\s+(the\s+|any\s+|such\s+)?(expiration|termination)/i;

// No end: "shall continue until terminated", "in perpetuity", "for an indefinite term", "shall remain
// effective until terminated", "will end when terminated by either party", "shall continue in full force
// and effect for so long as X remains a shareholder" (a state, not an end).
// A provision "held to be indefinite, invalid, illegal or unenforceable" is vague, not without end.
const VAGUE = String.raw`(?!\s*,?\s*(?:or\s+)?(?:invalid|illegal|void|unenforceable))`;
const PERPETUITY = String.raw`\b(?:(?:in|for)\s+perpetuity|perpetual(?:ly)?|indefinite(?:ly)?\b${VAGUE}|no\s+(?:fixed\s+)?(?:expiration|termination)\s+date)\b`;
const LASTS = String.raw`\b(?:(?:continue|remain)\w*|${SHALL}\s+be)`;
const SO_LONG_AS = String.raw`${LASTS}\s+(?:to\s+be\s+)?(?:${IN_FORCE}\s+)?for\s+so\s+long\s+as\b`;
// "until terminated", "until termination as provided below", "until the termination of this Agreement".
const TERMINATION = String.raw`(?:the\s+)?termination(?!\s+date)(?:\s+of\s+${THIS_AGREEMENT})?(?=\s+(?:as|by|in|under|pursuant|according)\b|\s*[.,;]|\s*$)`;
const TERMINATED = String.raw`(?:(?:it\s+is\s+)?terminated|${TERMINATION}|either\s+party\s+(?:terminates|informs|gives|notifies)|the\s+parties\s+(?:terminate|agree\s+to\s+terminate))\b`;
const UNTIL_TERMINATED = String.raw`${LASTS}\s*(?:${IN_FORCE}\s+)?(?:thereafter\s+)?(?:,?\s*subject\s+to[^,]{0,60},\s*)?until\s+${TERMINATED}`;
const ENDS_WHEN_TERMINATED = String.raw`\b(?:end|expire|terminate)s?\s+(?:only\s+)?when\s+terminated\b`;
// Until an event the contract does not date: "shall continue in force until the Owner no longer owns
// any Receivables", "the term shall continue in effect until Buyer ceases to sell the Product",
// "continue through the completion of the Services". The agreement has no end one can compute, and
// the answers read it as perpetual. What is not such an event: an end stated elsewhere ("until the
// termination date set out in Schedule 2", "until the expiry of the Initial Term"), an outer limit
// ("but in no event beyond the end of the season") and a blank left to fill ("until the [***]"). Until
// a party revokes it is until terminated: perpetual too.
const END_STATED_ELSEWHERE = String.raw`\b(?:dates?|terms?|periods?|anniversar\w*|renew\w*|extend\w*|expir\w*|${TIME_UNIT}|${DOCUMENT_PART})\b`;
const OUTER_LIMIT = String.raw`\bin\s+no\s+event\b|\bno\s+later\s+than\b`;
const BLANK = String.raw`(?:the\s+)?[[*_]`;
const UNDATED_EVENT = `(?![^.;,(]{0,80}${END_STATED_ELSEWHERE})(?![^.;]*(?:${OUTER_LIMIT}))(?!${BLANK})`;
const UNTIL_EVENT = String.raw`${LASTS}\s*(?:${IN_FORCE}\s+)?(?:until|through)\s+${UNDATED_EVENT}`;
// Until the end of something else the contract does not date: "shall remain in effect ... until the
// expiration of the Royalty Term applicable to such Product", "ending on the expiration and/or termination
// of all Service Option Attachments", "end on the expiration date of the operation term of Party B". Not
// the agreement's own term ("until the expiration of the Initial Term", "of any Renewal Term"), not an end
// the same words date ("the expiration of twelve (12) months after ...") and not one defined elsewhere
// ("the Warranty Period as defined in subsection 9(a)", "payment obligations under Article IX").
const ITS_OWN_TERM = String.raw`(?:(?:this|the|any|each|such|its|a)\s+)?(?:(?:[\w-]+\s+){0,2}?(?:agreement|contract)\b|(?:(?:initial|original|renewal|extension|extended|then[-\s]current|current|last|final)\s+)?(?:term|period)\b|(?:initial|original|renewal|extension|then[-\s]current)\b)`;
const ANOTHER_END = String.raw`(?:the\s+)?(?:last\s+(?:date\s+of\s+)?)?(?:expiration|expiry|termination|end)(?:\s+date)?(?:\s+and\/or\s+termination|\s+or\s+termination)?\s+of\s+`;
const STATED_ELSEWHERE = String.raw`(?![^.;,(]{0,80}\b(?:defined|${DOCUMENT_PART})\b)`;
const UNTIL_ANOTHER_END = String.raw`(?:${LASTS}[^.;]{0,80}?\s+until|\bend(?:ing)?\s+on)\s+${ANOTHER_END}(?!${ITS_OWN_TERM})${STATED_ELSEWHERE}(?![^.;]*\b(?:${TIME_UNIT}|(?:19|20)\d{2})\b)`;
const NO_END = new RegExp(
  [PERPETUITY, SO_LONG_AS, UNTIL_TERMINATED, ENDS_WHEN_TERMINATED, UNTIL_EVENT, UNTIL_ANOTHER_END].join('|'),
  'i',
);
// The agreement (or its term) is what has no end, not a licence granted under it: the subject of
// the clause that says so ("This Agreement shall continue in perpetuity"; "Upon expiration, the
// licenses granted ... become perpetual"; "a perpetual, royalty-free license").
const SUBJECT = /\b(this|the)\s+(?:[\w-]+\s+){0,3}?(agreement|contract|term|licen[cs]es?|rights?)\b/i;
const CLAUSE_BREAK = /;|,\s+(?=(?:the|this)\b)/gi;

// "Sections 9.1.1 and 9.1.2 shall survive and become perpetual": what survives the agreement outlives
// it, so the agreement itself ends.
const SURVIVES_BEFORE = /\bsurviv\w*\b[^.;]{0,40}$/i;

function hasNoEnd(sentence: TSentence, index: number, length: number): boolean {
  const text = sentence.text;
  if (SURVIVES_BEFORE.test(text.slice(Math.max(0, index - 60), index))) return false;
  if (
    /^[\s,-]*(?:[\w-]+[\s,]+){0,3}?(licen[cs]e|right)/i.test(text.slice(index + length, index + length + 40))
  ) {
    return false;
  }
  const before = text.slice(0, index);
  const lastBreak = [...before.matchAll(CLAUSE_BREAK)].at(-1);
  const clause = before.slice(lastBreak ? lastBreak.index + lastBreak[0].length : 0);
  const subject = SUBJECT.exec(clause)?.[2]?.toLowerCase();
  if (subject === undefined) return isTermHeading(sentence.heading);
  return !/^(licen|right)/.test(subject);
}
// "until the end of 2006": the last day of that year.
const END_OF_YEAR =
  /\b(?:until|through)\s+(?:the\s+)?end\s+of\s+(?:(?:the\s+)?(?:calendar\s+)?year\s+)?((?:19|20)\d{2})\b/i;
// Words that put an end on the date after them: "until", "ending on", "expire at", "to and including",
// "Termination Date:", "until the earlier of (a) the 31st day of ...", "terminate at 11:59 p.m. on" (not
// "prior to").
const END_WORD = String.raw`(?:${END_DATE}\s*:|until|through|thru|to\s+and\s+including|ending|ends?|expir\w*|terminat\w*|conclud\w*|(?<!\b(?:prior|subject|due|pursuant|according|up|owed|applicable|related|relating|next|addition)\s)to)`;
const EITHER_OF = String.raw`(?:(?:earlier|later)\s+of\s*:?\s*(?:\(\w+\)\s*)?)?`;
const AT_CLOSE = String.raw`(?:close\s+of\s+business\s+on\s+)?(?:11:59\s*p\.?m\.?[^,]{0,30},?\s*(?:on\s+)?)?`;
// "Contract Period: 01.04.2023 - 31.03.2026": the second date of a form's range ends the term (not any
// range: "turnover during the period 1 July 2004 - 30 June 2005").
const RANGE_END = new RegExp(
  String.raw`\b(?:term|${AGREEMENT_PERIOD})\s*:\s*[^:;]{6,30}?(?:19|20)\d\d\s*[-–]\s*$`,
  'i',
);
const UNTIL_DATE = new RegExp(
  String.raw`\b${END_WORD}\s+(?:(?:on|at|as\s+of)\s+)?(?:and\s+including\s+)?(?:the\s+)?${EITHER_OF}${AT_CLOSE}(?:the\s+)?$`,
  'i',
);

// "until the fifth (5th) anniversary of the Effective Date", "on the three (3) year anniversary of":
// a term of whole years.
const NTH = `(${ORDINAL_WORD}|${ORDINAL_DIGITS})`;
const N_YEAR = `(${WORD_NUMBER}|\\d{1,2})(?:\\s*${inParens(String.raw`\d{1,2}`)})?[\\s-]+year`;
// "through the day prior to the second anniversary": the answers end such a term on the anniversary.
const DAY_BEFORE = String.raw`(?:day|date)\s+(?:immediately\s+)?(?:prior|preceding|before)\s+(?:to\s+)?the\s+`;
// "until the earlier of (a) the fifth anniversary ... and (b) termination by notice": the anniversary
// (the later of an anniversary and an event depends on the event).
const WHICHEVER = String.raw`(?:earlier\s+of\s*:?\s*(?:\(\w+\)\s*)?(?:the\s+)?)?`;
const ANNIVERSARY = new RegExp(
  `\\b(?:until|through|on|upon|at)\\s+(?:the\\s+)?${WHICHEVER}(?:${DAY_BEFORE})?(?:date\\s+of\\s+the\\s+)?(?:${NTH}|${N_YEAR})\\s*(?:\\(\\s*\\d{1,2}(?:st|nd|rd|th)?\\s*\\)\\s*)?anniversary\\s+(?=of\\b)(?!of\\s+(?:the\\s+)?(?:expiration|expiry|termination|end)\\b)`,
  'i',
);

const anniversaryYears = (ordinal: string | undefined, cardinal: string | undefined) =>
  cardinal !== undefined
    ? (wordsToNumber(cardinal) ?? Number(cardinal))
    : (ordinalToNumber(ordinal ?? '') ?? 0);

// A length counted from a start: "three (3) years from the Effective Date", "a three (3) year period
// commencing (beginning) on the Effective Date".
// "the five (5) year term ("Initial Term") from the date signed": the name may come between.
const COUNTED_FROM_AFTER = new RegExp(
  String.raw`^\s*(?:(?:term|period)\s+)?(?:${AS_NAMED}\s*)?(?:from|after|following|subsequent\s+to|${STARTING})\b`,
  'i',
);

// "an additional year", "one further year", "month-to-month": a length that is more of something, or
// that repeats, not the term.
const ONE_MORE_LENGTH = /\b(?:additional|further|successive|consecutive|renewal)\b|[\s-]to[\s-]/i;

function isTermLength(text: string, length: TDurationMatch): boolean {
  if (ONE_MORE_LENGTH.test(text.slice(length.index, length.end))) return false;
  const before = text.slice(Math.max(0, length.index - 90), length.index);
  const after = text.slice(length.end, length.end + 40);
  if (OTHER_LENGTH_BEFORE.test(before) || OTHER_LENGTH_AFTER.test(after)) return false;
  return LENGTH_BEFORE.test(before) || COUNTED_FROM_AFTER.test(after);
}

// "The initial production period shall be for a period of two (2) months ..., and the remaining term of
// this Agreement shall be for a period of twenty four (24) months": of the lengths of a sentence, the one
// said of the agreement's term is its term, before any other period's.
const SAID_OF_THE_TERM = new RegExp(`${TERM_OF_AGREEMENT}[^.;]{0,40}$`, 'i');

function termLength(text: string): TDurationMatch | undefined {
  const lengths = findDurations(text).filter((found) => isTermLength(text, found));
  const saidOfTheTerm = (found: TDurationMatch) =>
    SAID_OF_THE_TERM.test(text.slice(Math.max(0, found.index - 90), found.index));
  return lengths.find(saidOfTheTerm) ?? lengths[0];
}

// "at midnight on the last day of the month fifteen (15) years from the Effective Date": the term runs to
// the end of the month in which the length runs out.
const TO_MONTH_END =
  /\b(?:last\s+day|end)\s+of\s+the\s+(?:calendar\s+)?month\s+(?:(?:in\s+which|that\s+is|which\s+is)\s+)?$/i;

function monthEnd(date: TCalendarDate): TCalendarDate {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return `${date.slice(0, 8)}${String(daysInMonth(year, month - 1)).padStart(2, '0')}` as TCalendarDate;
}

// A term counted from a later event ("three years from the Launch Date", "twenty-five (25) years
// following the RFS Date") of an agreement that is effective on a stated date: the CUAD answers end
// it that many years after the effective date (4 of 5 such contracts), the nearest end the contract
// lets one compute.
function lengthFacts(sentence: TSentence, amount: TAmount, index: number, end: number, starts: TTermStarts) {
  const start = startOfTerm(sentence.text, index, end, starts);
  const facts: TTermFacts = { initialTerm: factFrom(amount, sentence, index, end), start };
  if (countsFromSigning(sentence.text)) facts.fromSigning = true;
  const from = start === 'event' && !starts.effectiveIsEvent ? starts.effectiveDate : start;
  if (from !== undefined && from !== 'event' && from !== 'unknown') {
    const lapse = addCalendar(from, amount.value, amount.unit);
    const toMonthEnd = TO_MONTH_END.test(sentence.text.slice(Math.max(0, index - 60), index));
    facts.expirationDate = factFrom(toMonthEnd ? monthEnd(lapse) : lapse, sentence, index, end);
  }
  return facts;
}

// A termination for cause or an option to renew speaks of lengths that are not the term. A definition
// ('"Calendar Quarter" means ...') speaks of its own periods, unless it defines the term itself ('"Contract
// Period" means that period of time commencing ... and terminating on May 31, 2016'). A sentence that
// opens after the initial term ("After the initial term, this Agreement shall continue month-to-month")
// speaks of what follows it.
const OPENS_AFTER_THE_TERM = String.raw`${CLAUSE_OPENING}(?:after|following|upon)\s+(?:the\s+)?(?:(?:expiration|expiry|end)\s+of\s+the\s+)?(?:initial|original)\s+term\b`;
const NOT_THE_TERM = new RegExp(
  String.raw`${OPENS_AFTER_THE_TERM}|${CLAUSE_OPENING}(?!${OWN_PERIOD})"[^"]{2,60}"\s+${MEANS}\b|\bbreach|\bbankrupt|\binsolven|\bcure\b|\b(right|option)\s+to\s+(renew|extend)|\bmay\s+(renew|extend)`,
  'i',
);

// "...for a period of one (1) year; provided, however, that the Parties may extend...": what follows a
// proviso is an exception to the term, not the term.
const PROVISO = /[;.,]?\s*\bprovided\s*,?\s*(?:however|further|that)\b/i;

// "... unless sooner terminated in accordance with the following provisions: (a) ...": the list that
// follows tells how the agreement may end early (for breach, on notice), not its term.
const WAYS_TO_END = new RegExp(
  String.raw`\bterminat\w*\b[^.;:]{0,80}:(?=\s*(?:${CLAUSE_WORD})?(?:\(?[a-z\d]{1,4}[.)]|\d+(?:\.\d+)+)\s)`,
  'i',
);

// "..., unless sooner terminated pursuant to Section 10.2 [Termination for Breach], shall remain ...": the
// aside names how the term may end early; its breach does not make the sentence one about breach.
const EARLIER_END_ASIDE = /\bunless\s+(?:sooner|earlier)\s+terminated\b(?:[^,;.]|\.(?=\d)){0,120}[,;]/gi;

// The words that state the term: those before a proviso and before a list of the ways to end early.
function mainText(text: string): string {
  const proviso = PROVISO.exec(text);
  const beforeProviso = proviso && proviso.index > 0 ? text.slice(0, proviso.index) : text;
  const list = WAYS_TO_END.exec(beforeProviso);
  return list ? beforeProviso.slice(0, list.index + list[0].length) : beforeProviso;
}

function readSentence(sentence: TSentence, starts: TTermStarts): TTermFacts | null {
  const text = mainText(sentence.text);
  if (NOT_THE_TERM.test(text.replace(EARLIER_END_ASIDE, ' '))) return null;
  // A stated end wins over a length ("12 months beginning March 1, 2005 and ending February 28,
  // 2006"): the answers copy the stated day in 2 of the 3 contracts that state both. A computed end
  // is the anniversary of the start (every computed answer of the set is), not the day before.
  for (const date of findDates(text)) {
    const before = text.slice(Math.max(0, date.index - 60), date.index);
    if (UNTIL_DATE.test(before) || RANGE_END.test(before)) {
      return { expirationDate: factFrom(date.date, sentence, date.index, date.end) };
    }
  }
  const yearEnd = END_OF_YEAR.exec(text);
  if (yearEnd) {
    const end = yearEnd.index + yearEnd[0].length;
    return { expirationDate: factFrom(`${yearEnd[1]}-12-31` as TCalendarDate, sentence, yearEnd.index, end) };
  }
  const anniversary = ANNIVERSARY.exec(text);
  const years = anniversary ? anniversaryYears(anniversary[1], anniversary[2]) : 0;
  if (anniversary && years > 0 && Number.isInteger(years)) {
    const end = anniversary.index + anniversary[0].length;
    return lengthFacts(sentence, { value: years, unit: 'YEARS' }, anniversary.index, end, starts);
  }
  const length = termLength(text);
  if (length) return lengthFacts(sentence, length.amount, length.index, length.end, starts);
  const perpetual = NO_END.exec(text);
  if (perpetual && !RENEWING.test(text) && hasNoEnd(sentence, perpetual.index, perpetual[0].length)) {
    const end = perpetual.index + perpetual[0].length;
    return { expirationDate: factFrom('perpetual', sentence, perpetual.index, end) };
  }
  return null;
}

// A sentence speaks of the agreement's term when it says so, or sits under a Term heading; the best
// placed one wins, and the first of equals.
// The sentence opens on the agreement or its term as its subject: "The term of this Agreement shall
// be...", "14.1 This Agreement will remain in force...".
const OWN_SUBJECT = new RegExp(
  `${CLAUSE_OPENING}(?:the\\s+(?:initial\\s+|original\\s+)?term\\s+of\\s+${THIS_AGREEMENT}|this\\s+${AGREEMENT_WORD})\\s+(?:${SHALL}|is)\\b`,
  'i',
);

// What follows a proviso is an exception, and a list of the ways to end early speaks of breach, notice
// and licences, so the subject is judged on the words before them ("... shall expire on December 31,
// 2006; provided that the licences granted ... continue").
function placeScore(sentence: TSentence): number {
  const statement = statesTerm(sentence);
  if (!statement && !isTermHeading(sentence.heading)) return Number.NEGATIVE_INFINITY;
  const main = { ...sentence, text: mainText(sentence.text) };
  return termPlaceScore(main, statement && OWN_SUBJECT.test(sentence.text)) + (statement ? 2 : 0);
}

/** The initial term and expiration of the agreement, from the best placed sentence that states them. */
export function readTerm(sentences: TSentence[], starts: TTermStarts): TTermFacts {
  let best: { score: number; facts: TTermFacts } | undefined;
  for (const sentence of sentences) {
    const score = placeScore(sentence);
    if (score < 2 || (best && score <= best.score)) continue;
    const facts = readSentence(sentence, starts);
    if (facts) best = { score, facts };
  }
  return best?.facts ?? {};
}
