// A contract date is a calendar date, carried as the string 'YYYY-MM-DD' (TCalendarDate): it has no
// time and no zone, so it never moves by a day, and two of them compare as strings. The API's wire form
// (12:00:00.000Z of the day) is read and written only at the edge (date.schemas.ts).

declare const calendarDate: unique symbol;
/** 'YYYY-MM-DD', checked to be a real day. */
export type TCalendarDate = string & { readonly [calendarDate]: true };

export const DATE_UNITS = ['DAYS', 'MONTHS', 'YEARS'] as const;
export type TDateUnit = (typeof DATE_UNITS)[number];

const DAY_MS = 86_400_000;

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
// Date, 'T', hh:mm[:ss[.fraction]], then an optional zone (Z or ±hh:mm / ±hhmm / ±hh).
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|([+-])(\d{2})(?::?(\d{2}))?)?$/i;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Days in a month; month is 0-based like Date's. */
export function daysInMonth(year: number, month0: number): number {
  if (month0 === 1) return isLeapYear(year) ? 29 : 28;
  return [3, 5, 8, 10].includes(month0) ? 30 : 31;
}

function isRealDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month - 1);
}

// Date.UTC maps years 0-99 to 1900-1999, so those years go through setUTCFullYear. Day overflow
// (day 0, day 32, negative days) rolls into neighbouring months, as Date does.
function utcMidnight(year: number, month0: number, day: number): number {
  if (year < 0 || year > 99) return Date.UTC(year, month0, day);
  const date = new Date(0);
  date.setUTCFullYear(year, month0, day);
  return date.getTime();
}

/** The UTC calendar day of an instant. */
function dayOfTime(time: number): TCalendarDate {
  const date = new Date(Math.floor(time / DAY_MS) * DAY_MS);
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${year}-${month}-${day}` as TCalendarDate;
}

/** Year, 1-based month and day of a calendar date. */
function partsOf(date: TCalendarDate): [number, number, number] {
  return [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))];
}

/**
 * Reads a calendar date: 'YYYY-MM-DD', or an ISO timestamp as its UTC calendar day (a timestamp without
 * a zone is read as UTC, so the result never depends on the machine's zone). Null for impossible dates
 * ('2025-02-30') and anything else.
 */
export function parseCalendarDate(input: string): TCalendarDate | null {
  if (typeof input !== 'string') return null;
  const text = input.trim();

  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) {
    const [year, month, day] = [Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3])];
    return isRealDate(year, month, day) ? (text as TCalendarDate) : null;
  }

  const stamp = TIMESTAMP.exec(text);
  if (!stamp) return null;
  const [year, month, day, hour, minute] = stamp.slice(1, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const second = stamp[6] === undefined ? 0 : Number(stamp[6]);
  if (!isRealDate(year, month, day) || hour > 23 || minute > 59 || second > 59) return null;

  let offsetMinutes = 0;
  if (stamp[8] !== undefined) {
    const offsetHours = Number(stamp[9]);
    const offsetMins = stamp[10] === undefined ? 0 : Number(stamp[10]);
    if (offsetHours > 23 || offsetMins > 59) return null;
    offsetMinutes = (stamp[8] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMins);
  }
  const wallClock = utcMidnight(year, month - 1, day) + (hour * 60 + minute) * 60_000 + second * 1000;
  return dayOfTime(wallClock - offsetMinutes * 60_000);
}

/** A calendar date known to be one (a literal, a database value); throws RangeError otherwise. */
export function asCalendarDate(text: string): TCalendarDate {
  const date = parseCalendarDate(text);
  if (date === null || date !== text) throw new RangeError(`Not a calendar date: ${text}`);
  return date;
}

/** The UTC calendar day of an instant, e.g. today from the caller's clock. */
export function todayUtc(now: Date): TCalendarDate {
  return dayOfTime(now.getTime());
}

/** The API's wire form of a calendar date: 'YYYY-MM-DDT12:00:00.000Z'. */
export function toWireDate(date: TCalendarDate): string {
  return `${date}T12:00:00.000Z`;
}

/**
 * Calendar add; a negative value subtracts. Months and years clamp to the end of a shorter month
 * (Jan 31 + 1 month = Feb 28/29; Feb 29 2024 + 1 year = Feb 28 2025).
 */
export function addCalendar(date: TCalendarDate, value: number, unit: TDateUnit): TCalendarDate {
  if (!Number.isInteger(value)) throw new RangeError(`addCalendar needs a whole number, got ${value}`);
  const [year, month, day] = partsOf(date);
  if (unit === 'DAYS') return dayOfTime(utcMidnight(year, month - 1, day + value));

  const total = year * 12 + month - 1 + (unit === 'YEARS' ? value * 12 : value);
  const newYear = Math.floor(total / 12);
  const newMonth0 = total - newYear * 12;
  return dayOfTime(utcMidnight(newYear, newMonth0, Math.min(day, daysInMonth(newYear, newMonth0))));
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: TCalendarDate, to: TCalendarDate): number {
  const time = (date: TCalendarDate) => {
    const [year, month, day] = partsOf(date);
    return utcMidnight(year, month - 1, day);
  };
  return Math.round((time(to) - time(from)) / DAY_MS);
}

/** Whole calendar months from one date's month to another's, the days left out (negative when earlier). */
export function monthsBetween(from: TCalendarDate, to: TCalendarDate): number {
  const [fromYear, fromMonth] = partsOf(from);
  const [toYear, toMonth] = partsOf(to);
  return (toYear - fromYear) * 12 + (toMonth - fromMonth);
}

/** 'Jan 5, 2025' (MMM d, yyyy) for lists and notifications; '' without a date. */
export function formatShortDate(date: TCalendarDate | null | undefined): string {
  if (!date) return '';
  const [year, month, day] = partsOf(date);
  return `${SHORT_MONTHS[month - 1]} ${day}, ${year}`;
}

/** 'January 5, 2025' (MMMM d, yyyy) for the detail page; '' without a date. */
export function formatLongDate(date: TCalendarDate | null | undefined): string {
  if (!date) return '';
  const [year, month, day] = partsOf(date);
  return `${LONG_MONTHS[month - 1]} ${day}, ${year}`;
}
