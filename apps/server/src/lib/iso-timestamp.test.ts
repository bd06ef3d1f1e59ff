import { describe, expect, it } from 'vitest';
import { isoFromUtcTimestamp } from './iso-timestamp.ts';

describe('isoFromUtcTimestamp', () => {
  it('writes what Date.toISOString() writes for the same instant', () => {
    const cases: Array<[string, string]> = [
      ['2025-01-05T12:00:00', '2025-01-05T12:00:00.000Z'],
      ['2024-02-29T00:00:00.000001', '2024-02-29T00:00:00.000Z'],
      ['2025-05-31T23:59:59.999999', '2025-05-31T23:59:59.999Z'],
      ['2025-06-01T08:15:30.5', '2025-06-01T08:15:30.500Z'],
      ['2025-06-01T08:15:30.12', '2025-06-01T08:15:30.120Z'],
      ['2025-06-01T08:15:30.123', '2025-06-01T08:15:30.123Z'],
      ['0999-12-31T23:59:59', '0999-12-31T23:59:59.000Z'],
    ];
    for (const [text, iso] of cases) {
      expect(isoFromUtcTimestamp(text)).toBe(iso);
      // The same instant parsed the long way (a Date keeps milliseconds, cutting the rest).
      expect(new Date(`${text.slice(0, 23)}Z`).toISOString()).toBe(iso);
    }
  });

  it('refuses what no Date can hold rather than writing a wrong date', () => {
    expect(() => isoFromUtcTimestamp('275760-09-14T00:00:00')).toThrow(RangeError);
    expect(() => isoFromUtcTimestamp('not a date')).toThrow(RangeError);
  });
});
