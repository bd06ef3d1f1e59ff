import { describe, expect, it } from 'vitest';
import { ZWireDate } from './date.schemas.ts';
import {
  addCalendar,
  asCalendarDate as d,
  daysBetween,
  daysInMonth,
  formatLongDate,
  formatShortDate,
  parseCalendarDate,
  type TDateUnit,
  todayUtc,
  toWireDate,
} from './dates.ts';

describe('parseCalendarDate', () => {
  it.each([
    ['2025-01-05', '2025-01-05'],
    ['2024-02-29', '2024-02-29'],
    ['2000-02-29', '2000-02-29'],
    ['0099-03-01', '0099-03-01'],
    ['0099-12-31', '0099-12-31'],
    ['0100-01-01', '0100-01-01'],
    ['1969-12-31', '1969-12-31'],
    ['  2025-12-31 ', '2025-12-31'],
    ['2025-01-05T12:00:00.000Z', '2025-01-05'],
    ['2025-01-05T00:00:00Z', '2025-01-05'],
    ['2025-01-05T23:59:59.999Z', '2025-01-05'],
    ['2025-01-05T10:30', '2025-01-05'],
    // Midnight in Auckland is still the previous UTC day; evening in Los Angeles is already the next.
    ['2025-01-05T00:00:00+13:00', '2025-01-04'],
    ['2025-01-04T20:00:00-08:00', '2025-01-05'],
    ['2025-01-04T20:00:00-0800', '2025-01-05'],
    ['2024-12-31T23:30:00-01', '2025-01-01'],
  ])('reads %j as %s', (input, expected) => {
    expect(parseCalendarDate(input)).toBe(expected);
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
    expect(parseCalendarDate(input)).toBeNull();
  });

  it('refuses non-strings at run time', () => {
    expect(parseCalendarDate(20250105 as unknown as string)).toBeNull();
  });
});

describe('today, the wire form and known dates', () => {
  it('takes today from the given clock, changing at 00:00 UTC', () => {
    expect(todayUtc(new Date('2025-06-30T23:59:59.999Z'))).toBe('2025-06-30');
    expect(todayUtc(new Date('2025-07-01T00:00:00.000Z'))).toBe('2025-07-01');
    // Before 1970 (negative times) and in the years 0-99.
    expect(todayUtc(new Date('1969-12-31T00:00:00.000Z'))).toBe('1969-12-31');
    expect(todayUtc(new Date('1969-12-31T23:59:59.999Z'))).toBe('1969-12-31');
    expect(todayUtc(new Date('0050-06-15T03:00:00.000Z'))).toBe('0050-06-15');
  });

  it('writes and reads the wire form at 12:00:00.000Z', () => {
    expect(toWireDate(d('2025-01-05'))).toBe('2025-01-05T12:00:00.000Z');
    expect(toWireDate(d('0099-03-01'))).toBe('0099-03-01T12:00:00.000Z');
    expect(ZWireDate.decode('2025-01-05T12:00:00.000Z')).toBe('2025-01-05');
    expect(ZWireDate.encode(d('2025-01-05'))).toBe('2025-01-05T12:00:00.000Z');
    expect(ZWireDate.safeDecode('2025-02-30T12:00:00.000Z').success).toBe(false);
    expect(ZWireDate.safeEncode('2025-02-30' as never).success).toBe(false);
  });

  it('takes a known date as it is and refuses anything else', () => {
    expect(d('2024-02-29')).toBe('2024-02-29');
    expect(() => d('2025-02-30')).toThrow(RangeError);
    expect(() => d('2025-01-05T12:00:00.000Z')).toThrow(RangeError);
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
    expect(addCalendar(d(start), value, unit)).toBe(expected);
  });

  it('keeps four-digit years below 100', () => {
    expect(addCalendar(d('0099-12-31'), 1, 'DAYS')).toBe('0100-01-01');
    expect(addCalendar(d('0050-01-31'), 1, 'MONTHS')).toBe('0050-02-28');
  });

  it('refuses fractional values', () => {
    expect(() => addCalendar(d('2025-01-05'), 1.5, 'DAYS')).toThrow(RangeError);
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
});

describe('formatters', () => {
  it('formats short and long', () => {
    expect(formatShortDate(d('2025-01-05'))).toBe('Jan 5, 2025');
    expect(formatShortDate(d('2025-12-31'))).toBe('Dec 31, 2025');
    expect(formatLongDate(d('2025-01-05'))).toBe('January 5, 2025');
    expect(formatLongDate(d('2024-02-29'))).toBe('February 29, 2024');
    expect(formatShortDate(d('0099-03-01'))).toBe('Mar 1, 99');
  });

  it('gives an empty string without a date', () => {
    for (const missing of [null, undefined]) {
      expect(formatShortDate(missing)).toBe('');
      expect(formatLongDate(missing)).toBe('');
    }
  });
});
