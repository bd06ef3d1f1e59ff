// A register's cells as a person types them (docs/domain.md, Importing a register): dates in ISO, day/month/
// year or month/day/year, with month names, or as Excel's serial numbers; durations like '3 years',
// '36 months', '90 days' or '3 mo'; categories in any case.
import { CONTRACT_CATEGORIES, type TContractCategory } from './categories.ts';
import { addCalendar, parseCalendarDate, type TCalendarDate, type TDateUnit } from './dates.ts';
import type { TAmount } from './lifecycle.ts';

export const DATE_ORDERS = ['DMY', 'MDY'] as const;
export type TDateOrder = (typeof DATE_ORDERS)[number];

export type TCellDate =
  | { kind: 'date'; date: TCalendarDate }
  /** Both orders make a real day, and they differ: the file's date order decides. */
  | { kind: 'ambiguous' }
  /** Numbers that name no day (31/02/2026). */
  | { kind: 'no_such_day' }
  | { kind: 'not_a_date' };

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const monthOf = (word: string) => MONTHS.indexOf(word.slice(0, 3).toLowerCase()) + 1;

const TIME_SUFFIX = String.raw`(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:[AaPp][Mm])?)?`;
const YEAR_FIRST = new RegExp(String.raw`^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})${TIME_SUFFIX}$`);
const NUMBERS = new RegExp(String.raw`^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})${TIME_SUFFIX}$`);
const MONTH_NAME = '([A-Za-z]{3,9})\\.?';
const DAY_MONTH_NAME_YEAR = new RegExp(
  String.raw`^(\d{1,2})(?:st|nd|rd|th)?[\s-]+${MONTH_NAME}[\s,-]+(\d{4})$`,
);
const MONTH_NAME_DAY_YEAR = new RegExp(String.raw`^${MONTH_NAME}\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$`);
/** Excel's serial day numbers from 1954 to 2119; the count starts at 30 December 1899. */
const EXCEL_SERIAL = /^(\d{5})(?:\.\d+)?$/;
const EXCEL_EPOCH = '1899-12-30' as TCalendarDate;

const pad = (n: number) => String(n).padStart(2, '0');

function dayOf(year: number, month: number, day: number): TCalendarDate | null {
  if (month < 1 || month > 12) return null;
  return parseCalendarDate(`${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`);
}

/** A two-digit year is this century's up to 69, else the last one's, as spreadsheets read them. */
const fullYear = (text: string) => {
  const year = Number(text);
  if (text.length === 4) return year;
  return year < 70 ? 2000 + year : 1900 + year;
};

const found = (date: TCalendarDate | null): TCellDate =>
  date ? { kind: 'date', date } : { kind: 'no_such_day' };

/** The day/month/year or month/day/year numbers of a cell, when it has that shape. */
export function dayMonthParts(text: string): { first: number; second: number; year: number } | null {
  const match = NUMBERS.exec(text.trim());
  if (!match) return null;
  return { first: Number(match[1]), second: Number(match[2]), year: fullYear(match[3] as string) };
}

/** The day a cell names, read in the file's date order (null while the order is not known). */
export function readCellDate(text: string, order: TDateOrder | null): TCellDate {
  const cell = text.trim();
  const iso = YEAR_FIRST.exec(cell);
  if (iso) return found(dayOf(Number(iso[1]), Number(iso[2]), Number(iso[3])));

  const parts = dayMonthParts(cell);
  if (parts) {
    const { first, second, year } = parts;
    const asDmy = dayOf(year, second, first);
    const asMdy = dayOf(year, first, second);
    if (order === 'DMY' || (order === null && first > 12)) return found(asDmy);
    if (order === 'MDY' || (order === null && second > 12)) return found(asMdy);
    if (first === second) return found(asDmy);
    return { kind: 'ambiguous' };
  }

  const dayFirst = DAY_MONTH_NAME_YEAR.exec(cell);
  if (dayFirst) {
    const month = monthOf(dayFirst[2] as string);
    return month ? found(dayOf(Number(dayFirst[3]), month, Number(dayFirst[1]))) : { kind: 'not_a_date' };
  }
  const monthFirst = MONTH_NAME_DAY_YEAR.exec(cell);
  if (monthFirst) {
    const month = monthOf(monthFirst[1] as string);
    return month ? found(dayOf(Number(monthFirst[3]), month, Number(monthFirst[2]))) : { kind: 'not_a_date' };
  }

  const serial = EXCEL_SERIAL.exec(cell);
  if (serial && Number(serial[1]) >= 20_000 && Number(serial[1]) <= 80_000) {
    return { kind: 'date', date: addCalendar(EXCEL_EPOCH, Number(serial[1]), 'DAYS') };
  }
  return { kind: 'not_a_date' };
}

/**
 * The date order a file's numeric dates show: a first number above 12 says day first, a second above 12
 * month first. 'mixed' when both occur, null when none tells (every date reads the same both ways or
 * could be either).
 */
export function dateOrderShown(cells: Iterable<string>): TDateOrder | 'mixed' | null {
  let dayFirst = false;
  let monthFirst = false;
  for (const cell of cells) {
    const parts = dayMonthParts(cell);
    if (!parts) continue;
    if (parts.first > 12 && parts.second <= 12) dayFirst = true;
    if (parts.second > 12 && parts.first <= 12) monthFirst = true;
  }
  if (dayFirst && monthFirst) return 'mixed';
  return dayFirst ? 'DMY' : monthFirst ? 'MDY' : null;
}

/** Whether some cell reads as two different days, one in each order. */
export function hasAmbiguousDate(cells: Iterable<string>): boolean {
  for (const cell of cells) if (readCellDate(cell, null).kind === 'ambiguous') return true;
  return false;
}

const UNIT_WORDS: Record<string, { unit: TDateUnit; times: number }> = {
  d: { unit: 'DAYS', times: 1 },
  day: { unit: 'DAYS', times: 1 },
  days: { unit: 'DAYS', times: 1 },
  w: { unit: 'DAYS', times: 7 },
  wk: { unit: 'DAYS', times: 7 },
  wks: { unit: 'DAYS', times: 7 },
  week: { unit: 'DAYS', times: 7 },
  weeks: { unit: 'DAYS', times: 7 },
  m: { unit: 'MONTHS', times: 1 },
  mo: { unit: 'MONTHS', times: 1 },
  mos: { unit: 'MONTHS', times: 1 },
  mth: { unit: 'MONTHS', times: 1 },
  mths: { unit: 'MONTHS', times: 1 },
  month: { unit: 'MONTHS', times: 1 },
  months: { unit: 'MONTHS', times: 1 },
  y: { unit: 'YEARS', times: 1 },
  yr: { unit: 'YEARS', times: 1 },
  yrs: { unit: 'YEARS', times: 1 },
  year: { unit: 'YEARS', times: 1 },
  years: { unit: 'YEARS', times: 1 },
};

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

const AMOUNT = /^(\d{1,5}|[a-z]+)(?:\s*\(\d+\))?\s*-?\s*([a-z]+)?\.?$/;

/** The unit a header names in brackets ('Notice (days)'), for cells that give a bare number. */
export function headerUnit(header: string): TDateUnit | null {
  const match = /\(\s*([a-z]+)\s*\)/i.exec(header);
  const word = match ? UNIT_WORDS[(match[1] as string).toLowerCase()] : undefined;
  return word && word.times === 1 ? word.unit : null;
}

/**
 * A duration cell: '3 years', '36 months', '90 days', '3 mo', '2 weeks', 'three years', or a bare number
 * in the unit its header names. Null when the text is no duration (a bare number without a unit too).
 */
export function readDuration(text: string, unitOfHeader: TDateUnit | null): TAmount | null {
  const match = AMOUNT.exec(text.trim().toLowerCase());
  if (!match) return null;
  const [, number, unitWord] = match as unknown as [string, string, string | undefined];
  const count = /^\d+$/.test(number) ? Number(number) : NUMBER_WORDS.indexOf(number);
  if (count < 0) return null;
  if (unitWord === undefined) return unitOfHeader ? { value: count, unit: unitOfHeader } : null;
  const unit = UNIT_WORDS[unitWord];
  return unit ? { value: count * unit.times, unit: unit.unit } : null;
}

const CATEGORY_BY_FOLDED = new Map<string, TContractCategory>(
  CONTRACT_CATEGORIES.flatMap((category) => {
    const folded = category.toLowerCase();
    return [
      [folded, category],
      [`${folded}s`, category],
    ];
  }),
);
CATEGORY_BY_FOLDED.set('licence', 'license');
CATEGORY_BY_FOLDED.set('licences', 'license');
CATEGORY_BY_FOLDED.set('services', 'service');

/** One of the wizard's categories, named in any case or in the plural; null for any other word. */
export function readCategory(text: string): TContractCategory | null {
  return CATEGORY_BY_FOLDED.get(text.trim().replace(/\s+/g, ' ').toLowerCase()) ?? null;
}

/** A name as compared with others: trimmed, inner spaces made one, in lower case. */
export function foldName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}
