// Lengths of time as contracts write them: "thirty (30) days", "(90) days", "one-year", "12 months",
// "one hundred eighty (180) days", "year to year". When words and digits disagree the digits win:
// they are what the drafter checked.
import type { TDateUnit } from '@keydate/domain';
import { inParens, WORD_NUMBER, wordsToNumber } from './phrases.ts';

export { wordsToNumber } from './phrases.ts';

export interface TAmount {
  value: number;
  unit: TDateUnit;
}

export interface TDurationMatch {
  amount: TAmount;
  index: number;
  end: number;
}

const UNIT_PATTERN =
  '(?:(?:calendar|business|working|consecutive|full|contract|lease)\\s+){0,2}(day|month|year)s?\\b';
// The number is words, digits, words with digits in parentheses, or digits in parentheses alone;
// a hyphen may join it to the unit ("one-year", "12-month").
const DURATION = new RegExp(
  `(?:\\b(${WORD_NUMBER})\\s*(?:${inParens(String.raw`(\d{1,3}|[Il])`)})?|\\b(\\d{1,3})|\\(\\s*(\\d{1,3})\\s*\\))[\\s-]*${UNIT_PATTERN}`,
  'gi',
);
/** "year to year", "month-to-month": a period that repeats, one of the unit. */
export const YEAR_TO_YEAR = /\b(year|month)[\s-]+to[\s-]+\1\b/i;
const EVERY = new RegExp(YEAR_TO_YEAR.source, 'gi');
// "an additional year", "one further year": one of the unit, only with a word that makes it a period
// of its own.
const ONE_MORE = /\b(?:an?|one)\s+(?:additional|further|successive|consecutive|renewal)\s+(year|month)\b/gi;

const unitOf = (word: string): TDateUnit => `${word.toUpperCase()}S` as TDateUnit;

/** Every length of time in a text, in order. "year to year" and "month-to-month" are one of the unit. */
export function findDurations(text: string): TDurationMatch[] {
  const found: TDurationMatch[] = [];
  for (const match of text.matchAll(DURATION)) {
    // An "(I)" or "(l)" after a written number is a "(1)" misread by the text layer: the words count.
    const digits = [match[2], match[3], match[4]].find((group) => group !== undefined && /^\d+$/.test(group));
    const value = digits !== undefined ? Number(digits) : wordsToNumber(match[1] ?? '');
    if (value === null || value <= 0) continue;
    const index = match.index;
    found.push({ amount: { value, unit: unitOf(match[5] ?? '') }, index, end: index + match[0].length });
  }
  for (const match of [...text.matchAll(EVERY), ...text.matchAll(ONE_MORE)]) {
    const index = match.index;
    found.push({ amount: { value: 1, unit: unitOf(match[1] ?? '') }, index, end: index + match[0].length });
  }
  return found.sort((a, b) => a.index - b.index);
}

/** Whether two amounts are the same length (a year is twelve months; days are only days). */
export function sameAmount(a: TAmount, b: TAmount): boolean {
  const months = (amount: TAmount) =>
    amount.unit === 'YEARS' ? amount.value * 12 : amount.unit === 'MONTHS' ? amount.value : null;
  if (a.unit === b.unit) return a.value === b.value;
  const [monthsA, monthsB] = [months(a), months(b)];
  return monthsA !== null && monthsA === monthsB;
}
