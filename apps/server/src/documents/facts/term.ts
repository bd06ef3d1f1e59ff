// The agreement's own initial term and the day it ends: stated as a date ("shall remain in effect
// until December 31, 2022"), as a length from the start ("for a period of three (3) years from the
// Effective Date", then computed by calendar arithmetic), or as no end at all ("shall continue in
// perpetuity"). Only sentences about the agreement itself count: a perpetual licence or a two-year
// non-compete is not the agreement's term.
import { addCalendar, type TCalendarDate } from '@keydate/domain';
import { findDates } from './contract-dates.ts';
import { findDurations, type TAmount, type TDurationMatch } from './durations.ts';
import { factFrom, type TFact } from './fact.ts';
import { termPlaceScore } from './sections.ts';
import type { TSentence } from './sentences.ts';

export interface TTermFacts {
  initialTerm?: TFact<TAmount>;
  expirationDate?: TFact<TCalendarDate | 'perpetual'>;
}

export interface TTermStarts {
  effectiveDate?: TCalendarDate;
  agreementDate?: TCalendarDate;
}

// The sentence speaks of the agreement's duration.
const ABOUT_TERM =
  /\b(term|this\s+agreement|the\s+agreement|this\s+contract)\b[^.]*?\b(shall|will|is|be|continue|remain|expire|terminate|commence|begin|run|end)\w*\b/i;
const NOT_AUTOMATIC_TERM = /\b(renew\w*|extend\w*|extension)\b/i;
// Words just before a length that make it the term's length.
const LENGTH_BEFORE =
  /\b((initial|original)\s+)?(term|period|duration)\s+(of\s+(this\s+agreement\s+)?)?((shall|will)\s+be\s+|is\s+|of\s+)?(a\s+period\s+of\s+)?$|\b(for|continu\w*|remain\w*|expire|terminate|run|last)\b(\s+in\s+(full\s+)?(force|effect)(\s+and\s+(effect|force))?)?(\s+thereafter)?\s+(for\s+)?((a|an)\s+)?((initial|original|fixed)\s+)?((term|period)\s+of\s+)?$/i;
// Words just before a length that make it something else: a notice, a cure period, a renewal.
const OTHER_LENGTH_BEFORE =
  /\b(at\s+least|not\s+less\s+than|no\s+(less|later|fewer)\s+than|minimum\s+of|within|upon|giving|given|successive|additional|further|renewal|extension|extended|renew\w*)\b[^.;]{0,20}$/i;
const OTHER_LENGTH_AFTER = /^[^.;]{0,25}\b(notice|prior|in\s+advance|before|written|cure|after\s+receipt)\b/i;

// What a length is counted from. A start that is an event ("from first commercial sale", "after
// Launch") gives a term but no computable end.
const FROM_EFFECTIVE =
  /^\s*(?:\w+\s+){0,3}?(?:from|after|following|commencing\s+(?:on|with)|beginning\s+(?:on|with)|of)\s+(?:and\s+including\s+)?(?:the\s+)?["']?(effective\s+date|commencement\s+date|start\s+date)/i;
const FROM_SIGNING =
  /^\s*(?:\w+\s+){0,3}?(?:from|after|following|commencing\s+(?:on|with)|beginning\s+(?:on|with)|of)\s+(?:the\s+)?(date\s+(?:hereof|of\s+this\s+agreement|first\s+(?:above\s+)?(?:written|set\s+forth)|of\s+(?:its\s+)?execution|of\s+signing)|execution\s+(?:hereof|of\s+this\s+agreement))/i;
const FROM_EVENT =
  /^\s*(?:\w+\s+){0,3}?(?:from|after|following|commencing|beginning)\s+(?:on\s+)?(?:the\s+)?(?!date)[a-z]/i;

const PERPETUAL =
  /\b(in\s+perpetuity|perpetual(ly)?|indefinite(ly)?(\s+(term|period|duration))?|no\s+(fixed\s+)?(expiration|termination)\s+date)\b/i;
const UNTIL_DATE =
  /\b(until|through|thru|to\s+and\s+including|ending\s+on|end\s+on|ends\s+on|expire[sd]?\s+on|expiring\s+on|terminate[sd]?\s+on|terminating\s+on|to)\s+(?:and\s+including\s+)?(?:the\s+)?(?:close\s+of\s+business\s+on\s+)?(?:11:59\s*p\.?m\.?[^,]{0,30},?\s*(?:on\s+)?)?$/i;

// "until the fifth (5th) anniversary of the Effective Date": a term of whole years.
const ANNIVERSARY =
  /\b(?:until|through|on|upon|expire\w*\s+on|terminat\w*\s+on|at)\s+(?:the\s+)?(?:date\s+of\s+the\s+)?(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|fifteenth|twentieth|\d{1,2}(?:st|nd|rd|th))\s*(?:\(\s*\d{1,2}(?:st|nd|rd|th)?\s*\)\s*)?anniversary\s+of\b/i;
const ORDINALS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
];

function anniversaryYears(word: string): number | null {
  const digits = /^\d+/.exec(word);
  if (digits) return Number(digits[0]);
  const index = ORDINALS.indexOf(word.toLowerCase());
  if (index >= 0) return index + 1;
  return word.toLowerCase() === 'fifteenth' ? 15 : word.toLowerCase() === 'twentieth' ? 20 : null;
}

interface TCandidate {
  sentence: TSentence;
  score: number;
  facts: TTermFacts;
}

function isTermLength(text: string, length: TDurationMatch): boolean {
  const before = text.slice(Math.max(0, length.index - 90), length.index);
  const after = text.slice(length.end, length.end + 40);
  if (OTHER_LENGTH_BEFORE.test(before) || OTHER_LENGTH_AFTER.test(after)) return false;
  return LENGTH_BEFORE.test(before) || FROM_EFFECTIVE.test(after) || FROM_SIGNING.test(after);
}

function startOf(after: string, starts: TTermStarts, sentenceStart?: TCalendarDate): TCalendarDate | null {
  if (FROM_EFFECTIVE.test(after)) return starts.effectiveDate ?? starts.agreementDate ?? null;
  if (FROM_SIGNING.test(after)) return starts.agreementDate ?? starts.effectiveDate ?? null;
  if (sentenceStart) return sentenceStart;
  if (FROM_EVENT.test(after)) return null;
  return starts.effectiveDate ?? starts.agreementDate ?? null;
}

function readSentence(sentence: TSentence, starts: TTermStarts): TTermFacts | null {
  const text = sentence.text;
  if (!ABOUT_TERM.test(text)) return null;
  const dates = findDates(text);
  for (const date of dates) {
    if (UNTIL_DATE.test(text.slice(Math.max(0, date.index - 60), date.index))) {
      return { expirationDate: factFrom(date.date, sentence, date.index, date.end) };
    }
  }
  const anniversary = ANNIVERSARY.exec(text);
  const years = anniversary ? anniversaryYears(anniversary[1] ?? '') : null;
  if (anniversary && years) {
    const index = anniversary.index;
    const end = index + anniversary[0].length;
    const start = startOf(text.slice(end - 3), starts);
    const facts: TTermFacts = {
      initialTerm: factFrom({ value: years, unit: 'YEARS' }, sentence, index, end),
    };
    if (start) facts.expirationDate = factFrom(addCalendar(start, years, 'YEARS'), sentence, index, end);
    return facts;
  }
  const length = findDurations(text).find((found) => isTermLength(text, found));
  if (length) {
    const after = text.slice(length.end, length.end + 80);
    const commencing = dates.find((date) => date.index < length.index);
    const start = startOf(after, starts, commencing?.date);
    const facts: TTermFacts = { initialTerm: factFrom(length.amount, sentence, length.index, length.end) };
    if (start) {
      const end = addCalendar(start, length.amount.value, length.amount.unit);
      facts.expirationDate = factFrom(end, sentence, length.index, length.end);
    }
    return facts;
  }
  const perpetual = PERPETUAL.exec(text);
  if (perpetual && !NOT_AUTOMATIC_TERM.test(text)) {
    return { expirationDate: factFrom('perpetual', sentence, perpetual.index, perpetual.index + 10) };
  }
  return null;
}

/** The initial term and expiration of the agreement, from the best placed sentence that states them. */
export function readTerm(sentences: TSentence[], starts: TTermStarts): TTermFacts {
  let best: TCandidate | undefined;
  for (const sentence of sentences) {
    const facts = readSentence(sentence, starts);
    if (!facts) continue;
    const score = termPlaceScore(sentence);
    if (score < 1) continue;
    if (!best || score > best.score) best = { sentence, score, facts };
  }
  return best?.facts ?? {};
}
