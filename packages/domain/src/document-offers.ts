// A document's facts in the wizard's own terms, offered to a person who decides: a duration that ends
// on the stated date, a notice counted in days, a name from the title, a vendor among the parties.
import { addCalendar, daysBetween, type TCalendarDate } from './dates.ts';
import type { TAmount } from './lifecycle.ts';
import { LIMITS } from './limits.ts';

/** The longest duration a contract holds (100 years, as the lifecycle's bounds allow). */
const MAX_DAYS = 36_525;

/** The duration from `start` that ends exactly on `end`: whole years, else whole months, else days. */
export function durationBetween(start: TCalendarDate, end: TCalendarDate): TAmount | null {
  const days = daysBetween(start, end);
  if (days < 1 || days > MAX_DAYS) return null;
  const months =
    (Number(end.slice(0, 4)) - Number(start.slice(0, 4))) * 12 +
    Number(end.slice(5, 7)) -
    Number(start.slice(5, 7));
  if (months >= 1 && addCalendar(start, months, 'MONTHS') === end) {
    return months % 12 === 0 ? { value: months / 12, unit: 'YEARS' } : { value: months, unit: 'MONTHS' };
  }
  return { value: days, unit: 'DAYS' };
}

/** Whole days from the date `notice` before `end` to `end`: the wizard counts its notice in days. */
export function noticeDaysBefore(end: TCalendarDate, notice: TAmount): number {
  return daysBetween(addCalendar(end, -notice.value, notice.unit), end);
}

// Words a company's name may end with, which the parties and a vendor list spell differently.
const COMPANY_SUFFIXES = new Set(
  'inc incorporated llc llp lp ltd limited corp corporation co company plc gmbh ag sa nv bv pty pte sarl srl spa'.split(
    ' ',
  ),
);

/** 'Fresh Linen Co.', 'FRESH LINEN COMPANY' and 'The Fresh Linen Co' are one name: 'fresh linen'. */
function companyKey(name: string): string {
  const words = name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\./g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words[0] === 'the') words.shift();
  while (words.length > 1 && COMPANY_SUFFIXES.has(words.at(-1) ?? '')) words.pop();
  return words.join(' ');
}

/** The one record named as one of the parties (case, punctuation and company suffix aside), if exactly one is. */
export function matchParty<T extends { name: string }>(parties: readonly string[], records: readonly T[]) {
  const keys = new Set(parties.map(companyKey).filter((key) => key !== ''));
  const matches = records.filter((record) => keys.has(companyKey(record.name)));
  return matches.length === 1 ? matches[0] : undefined;
}

const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);

/** A contract's name from its document's title: one set in capitals is put in title case. */
export function nameFromTitle(title: string): string {
  const text = title.replace(/\s+/g, ' ').trim().slice(0, LIMITS.recordNameMax);
  if (text !== text.toUpperCase()) return text;
  return text
    .toLowerCase()
    .split(' ')
    .map((word, index) =>
      index > 0 && SMALL_WORDS.has(word) ? word : word.replace(/^\p{L}/u, (letter) => letter.toUpperCase()),
    )
    .join(' ');
}
