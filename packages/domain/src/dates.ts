// Contract dates are calendar dates carried as 12:00:00.000Z of that day. Everything here reads
// and writes UTC parts only, so no date moves by a day in any machine or browser time zone.

export const DATE_UNITS = ['DAYS', 'MONTHS', 'YEARS'] as const;
export type TDateUnit = (typeof DATE_UNITS)[number];

/** What the formatters and rules accept: a Date, an ISO string ('YYYY-MM-DD' or timestamp), or nothing. */
export type TDateInput = Date | string | null | undefined;

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

// Date.UTC maps years 0-99 to 1900-1999, so those years go through setUTCFullYear.
// Day overflow (day 0, day 32, negative days) rolls into neighbouring months, as Date does.
function noonOf(year: number, month0: number, day: number): Date {
  if (year < 0 || year > 99) return new Date(Date.UTC(year, month0, day, 12));
  const date = new Date(0);
  date.setUTCFullYear(year, month0, day);
  date.setUTCHours(12, 0, 0, 0);
  return date;
}

function isRealDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month - 1);
}

/**
 * Reads a contract date: 'YYYY-MM-DD', or an ISO timestamp normalised to noon UTC of its UTC calendar
 * day (a timestamp without a zone is read as UTC, so the result never depends on the machine's zone).
 * Returns null for impossible dates ('2025-02-30') and anything else.
 */
export function parseContractDate(input: string): Date | null {
  if (typeof input !== 'string') return null;
  const text = input.trim();

  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) {
    const [year, month, day] = [Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3])];
    return isRealDate(year, month, day) ? noonOf(year, month - 1, day) : null;
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
  const wallClock =
    noonOf(year, month - 1, day).getTime() + ((hour - 12) * 60 + minute) * 60_000 + second * 1000;
  return toNoonUtc(new Date(wallClock - offsetMinutes * 60_000));
}

/** Noon UTC of the date's UTC calendar day. An invalid Date stays invalid. */
export function toNoonUtc(date: Date): Date {
  // UTC days are all DAY_MS long in JavaScript time, so noon of a time's UTC day is arithmetic.
  return new Date(Math.floor(date.getTime() / DAY_MS) * DAY_MS + DAY_MS / 2);
}

/** Today as a contract date: the current UTC calendar date at noon. `now` comes from the caller's clock. */
export function todayUtc(now: Date): Date {
  return toNoonUtc(now);
}

/**
 * A Date, ISO string or nothing as a contract date (noon UTC), or null when missing or unreadable.
 * A Date counts by its UTC calendar day.
 */
export function toContractDate(input: TDateInput): Date | null {
  if (input === null || input === undefined || input === '') return null;
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? null : toNoonUtc(input);
  return parseContractDate(input);
}

/** The contract date as the wire form 'YYYY-MM-DDT12:00:00.000Z'. */
export function toIsoNoon(date: Date): string {
  return toNoonUtc(date).toISOString();
}

/**
 * Calendar add on UTC calendar days; a negative value subtracts. Months and years clamp to the end of a
 * shorter month (Jan 31 + 1 month = Feb 28/29; Feb 29 2024 + 1 year = Feb 28 2025). The result is at noon.
 */
export function addCalendar(date: Date, value: number, unit: TDateUnit): Date {
  if (!Number.isInteger(value)) throw new RangeError(`addCalendar needs a whole number, got ${value}`);
  if (Number.isNaN(date.getTime())) throw new RangeError('addCalendar needs a valid date');
  const year = date.getUTCFullYear();
  const month0 = date.getUTCMonth();
  const day = date.getUTCDate();
  if (unit === 'DAYS') return noonOf(year, month0, day + value);

  const months = unit === 'YEARS' ? value * 12 : value;
  const total = year * 12 + month0 + months;
  const newYear = Math.floor(total / 12);
  const newMonth0 = total - newYear * 12;
  return noonOf(newYear, newMonth0, Math.min(day, daysInMonth(newYear, newMonth0)));
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier), by UTC calendar day. */
export function daysBetween(from: Date, to: Date): number {
  return Math.round((toNoonUtc(to).getTime() - toNoonUtc(from).getTime()) / DAY_MS);
}

/** 'Jan 5, 2025' (MMM d, yyyy) for lists and notifications; '' when missing or unreadable. */
export function formatShortDate(input: TDateInput): string {
  const date = toContractDate(input);
  if (!date) return '';
  return `${SHORT_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** 'January 5, 2025' (MMMM d, yyyy) for the detail page; '' when missing or unreadable. */
export function formatLongDate(input: TDateInput): string {
  const date = toContractDate(input);
  if (!date) return '';
  return `${LONG_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** 'YYYY-MM-DD' for a date input's value; '' when missing or unreadable. */
export function toDateInputValue(input: TDateInput): string {
  const date = toContractDate(input);
  if (!date) return '';
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}
