import { describe, expect, it } from 'vitest';
import {
  addCalendar,
  daysBetween,
  daysInMonth,
  formatLongDate,
  formatShortDate,
  parseContractDate,
  type TDateUnit,
  toContractDate,
  toDateInputValue,
  todayUtc,
  toIsoNoon,
  toNoonUtc,
} from './dates.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;
const d = (ymd: string) => {
  const date = parseContractDate(ymd);
  if (!date) throw new Error(`bad test date ${ymd}`);
  return date;
};

describe('parseContractDate', () => {
  it.each([
    ['2025-01-05', '2025-01-05T12:00:00.000Z'],
    ['2024-02-29', '2024-02-29T12:00:00.000Z'],
    ['2000-02-29', '2000-02-29T12:00:00.000Z'],
    ['0099-03-01', '0099-03-01T12:00:00.000Z'],
    ['0099-12-31', '0099-12-31T12:00:00.000Z'],
    ['0100-01-01', '0100-01-01T12:00:00.000Z'],
    ['1969-12-31', '1969-12-31T12:00:00.000Z'],
    ['  2025-12-31 ', '2025-12-31T12:00:00.000Z'],
    ['2025-01-05T12:00:00.000Z', '2025-01-05T12:00:00.000Z'],
    ['2025-01-05T00:00:00Z', '2025-01-05T12:00:00.000Z'],
    ['2025-01-05T23:59:59.999Z', '2025-01-05T12:00:00.000Z'],
    ['2025-01-05T10:30', '2025-01-05T12:00:00.000Z'],
    // Midnight in Auckland is still the previous UTC day; evening in Los Angeles is already the next.
    ['2025-01-05T00:00:00+13:00', '2025-01-04T12:00:00.000Z'],
    ['2025-01-04T20:00:00-08:00', '2025-01-05T12:00:00.000Z'],
    ['2025-01-04T20:00:00-0800', '2025-01-05T12:00:00.000Z'],
    ['2024-12-31T23:30:00-01', '2025-01-01T12:00:00.000Z'],
  ])('reads %j as %s', (input, expected) => {
    expect(iso(parseContractDate(input))).toBe(expected);
  });

  it.each([
    '2025-02-30',
    '2023-02-29',
    '1900-02-29',
    '2025-04-31',
    '2025-13-01',
    '2025-00-10',
    '2025-01-00',
    '2025-1-5',
    '25-01-05',
    '2025/01/05',
    '2025-02-30T12:00:00.000Z',
    '2025-01-05T24:00:00Z',
    '2025-01-05T12:60:00Z',
    '2025-01-05T12:00:00+25:00',
    'January 5, 2025',
    '1736078400000',
    'tomorrow',
    '',
  ])('refuses %j', (input) => {
    expect(parseContractDate(input)).toBeNull();
  });

  it('refuses non-strings at run time', () => {
    expect(parseContractDate(20250105 as unknown as string)).toBeNull();
  });
});

describe('noon UTC, today and contract dates', () => {
  it('moves any instant to noon of its UTC calendar day', () => {
    expect(iso(toNoonUtc(new Date('2025-03-09T00:00:00.000Z')))).toBe('2025-03-09T12:00:00.000Z');
    expect(iso(toNoonUtc(new Date('2025-03-09T23:59:59.999Z')))).toBe('2025-03-09T12:00:00.000Z');
    expect(Number.isNaN(toNoonUtc(new Date('nope')).getTime())).toBe(true);
    // Before 1970 (negative times) and in the years 0-99.
    expect(iso(toNoonUtc(new Date('1969-12-31T00:00:00.000Z')))).toBe('1969-12-31T12:00:00.000Z');
    expect(iso(toNoonUtc(new Date('1969-12-31T23:59:59.999Z')))).toBe('1969-12-31T12:00:00.000Z');
    expect(iso(toNoonUtc(new Date('0050-06-15T03:00:00.000Z')))).toBe('0050-06-15T12:00:00.000Z');
  });

  it('takes today from the given clock, changing at 00:00 UTC', () => {
    expect(iso(todayUtc(new Date('2025-06-30T23:59:59.999Z')))).toBe('2025-06-30T12:00:00.000Z');
    expect(iso(todayUtc(new Date('2025-07-01T00:00:00.000Z')))).toBe('2025-07-01T12:00:00.000Z');
  });

  it('reads Dates, strings and nothing', () => {
    expect(iso(toContractDate(new Date('2025-01-05T03:00:00Z')))).toBe('2025-01-05T12:00:00.000Z');
    expect(iso(toContractDate('2025-01-05'))).toBe('2025-01-05T12:00:00.000Z');
    expect(toContractDate(null)).toBeNull();
    expect(toContractDate(undefined)).toBeNull();
    expect(toContractDate('')).toBeNull();
    expect(toContractDate(new Date(Number.NaN))).toBeNull();
    expect(toIsoNoon(new Date('2025-01-05T22:00:00Z'))).toBe('2025-01-05T12:00:00.000Z');
  });

  it('knows month lengths', () => {
    expect([0, 1, 2, 3, 10, 11].map((m) => daysInMonth(2025, m))).toEqual([31, 28, 31, 30, 30, 31]);
    expect(daysInMonth(2024, 1)).toBe(29);
    expect(daysInMonth(2100, 1)).toBe(28);
    expect(daysInMonth(2000, 1)).toBe(29);
  });
});

describe('addCalendar', () => {
  it.each<[string, number, TDateUnit, string]>([
    ['2025-01-05', 1, 'YEARS', '2026-01-05'],
    ['2025-01-05', 90, 'DAYS', '2025-04-05'],
    ['2025-01-05', -90, 'DAYS', '2024-10-07'],
    ['2025-01-05', 0, 'DAYS', '2025-01-05'],
    ['2025-12-31', 1, 'DAYS', '2026-01-01'],
    ['2024-02-28', 1, 'DAYS', '2024-02-29'],
    ['2024-03-01', -1, 'DAYS', '2024-02-29'],
    ['2025-03-01', -1, 'DAYS', '2025-02-28'],
    ['2024-01-31', 1, 'MONTHS', '2024-02-29'],
    ['2025-01-31', 1, 'MONTHS', '2025-02-28'],
    ['2025-03-31', 1, 'MONTHS', '2025-04-30'],
    ['2025-03-31', -1, 'MONTHS', '2025-02-28'],
    ['2025-05-31', -3, 'MONTHS', '2025-02-28'],
    ['2025-01-15', -1, 'MONTHS', '2024-12-15'],
    ['2025-11-30', 3, 'MONTHS', '2026-02-28'],
    ['2025-08-31', 18, 'MONTHS', '2027-02-28'],
    ['2025-01-31', -13, 'MONTHS', '2023-12-31'],
    ['2024-02-29', 1, 'YEARS', '2025-02-28'],
    ['2024-02-29', 4, 'YEARS', '2028-02-29'],
    ['2024-02-29', -1, 'YEARS', '2023-02-28'],
    ['2025-06-15', 100, 'YEARS', '2125-06-15'],
    // Across the dates on which Los Angeles and Auckland change their clocks.
    ['2025-03-08', 2, 'DAYS', '2025-03-10'],
    ['2025-04-05', 2, 'DAYS', '2025-04-07'],
    ['2025-09-27', 2, 'DAYS', '2025-09-29'],
    ['2025-11-01', 2, 'DAYS', '2025-11-03'],
  ])('%s + %i %s = %s', (start, value, unit, expected) => {
    expect(toDateInputValue(addCalendar(d(start), value, unit))).toBe(expected);
  });

  it('lands on noon even from another hour', () => {
    expect(iso(addCalendar(new Date('2025-01-05T23:00:00Z'), 1, 'DAYS'))).toBe('2025-01-06T12:00:00.000Z');
  });

  it('refuses fractional values and invalid dates', () => {
    expect(() => addCalendar(d('2025-01-05'), 1.5, 'DAYS')).toThrow(RangeError);
    expect(() => addCalendar(new Date(Number.NaN), 1, 'DAYS')).toThrow(RangeError);
  });
});

describe('daysBetween', () => {
  it.each([
    ['2025-01-05', '2025-01-05', 0],
    ['2025-01-05', '2025-01-06', 1],
    ['2025-01-06', '2025-01-05', -1],
    ['2025-01-01', '2026-01-01', 365],
    ['2024-01-01', '2025-01-01', 366],
    ['2025-03-01', '2025-11-30', 274],
  ])('from %s to %s is %i', (from, to, days) => {
    expect(daysBetween(d(from), d(to))).toBe(days);
  });

  it('counts calendar days, not 24-hour spans', () => {
    expect(daysBetween(new Date('2025-01-05T23:59:00Z'), new Date('2025-01-06T00:01:00Z'))).toBe(1);
    expect(daysBetween(new Date('2025-01-05T00:01:00Z'), new Date('2025-01-05T23:59:00Z'))).toBe(0);
  });
});

describe('formatters use UTC parts only', () => {
  it('formats short, long and input values', () => {
    expect(formatShortDate('2025-01-05')).toBe('Jan 5, 2025');
    expect(formatShortDate('2025-12-31T12:00:00.000Z')).toBe('Dec 31, 2025');
    expect(formatLongDate('2025-01-05T12:00:00.000Z')).toBe('January 5, 2025');
    expect(formatLongDate(d('2024-02-29'))).toBe('February 29, 2024');
    expect(toDateInputValue(d('2025-01-05'))).toBe('2025-01-05');
    expect(toDateInputValue('0099-03-01')).toBe('0099-03-01');
  });

  it('shows the UTC day of a stored noon date, which is the next local day in Auckland', () => {
    // 2025-01-05T12:00Z is 01:00 on Jan 6 in Auckland and 04:00 on Jan 5 in Los Angeles.
    expect(formatShortDate(new Date('2025-01-05T12:00:00.000Z'))).toBe('Jan 5, 2025');
    expect(formatLongDate(new Date('2025-01-05T12:00:00.000Z'))).toBe('January 5, 2025');
    expect(toDateInputValue(new Date('2025-01-05T12:00:00.000Z'))).toBe('2025-01-05');
    expect(formatShortDate(new Date('2025-01-05T23:30:00.000Z'))).toBe('Jan 5, 2025');
    expect(formatShortDate(new Date('2025-01-05T00:30:00.000Z'))).toBe('Jan 5, 2025');
  });

  it('gives an empty string for missing or unreadable dates', () => {
    for (const missing of [null, undefined, '', 'garbage', '2025-02-30', new Date(Number.NaN)]) {
      expect(formatShortDate(missing)).toBe('');
      expect(formatLongDate(missing)).toBe('');
      expect(toDateInputValue(missing)).toBe('');
    }
  });
});
