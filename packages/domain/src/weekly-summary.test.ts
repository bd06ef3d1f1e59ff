import { describe, expect, it } from 'vitest';
import { asCalendarDate as d } from './dates.ts';
import { mondayOf, upcomingDeadlines } from './weekly-summary.ts';

describe('the weekly summary', () => {
  it('finds the Monday of any day of the week', () => {
    expect(mondayOf(d('2026-11-30'))).toBe('2026-11-30');
    expect(mondayOf(d('2026-12-06'))).toBe('2026-11-30');
    expect(mondayOf(d('2026-12-01'))).toBe('2026-11-30');
    expect(mondayOf(d('2027-01-03'))).toBe('2026-12-28');
  });

  it('lists the dates from today to 90 days ahead, soonest first', () => {
    const today = d('2026-11-30');
    const deadlines = upcomingDeadlines(
      [
        {
          id: 'b',
          name: 'Boiler',
          evaluationStart: d('2026-11-29'),
          noticeDate: d('2027-02-28'),
          endDate: d('2027-03-01'),
        },
        {
          id: 'a',
          name: 'Access',
          evaluationStart: d('2026-11-30'),
          noticeDate: d('2026-12-30'),
          endDate: null,
        },
      ],
      today,
    );
    expect(deadlines.map((x) => `${x.date} ${x.kind} ${x.contract.name}`)).toEqual([
      '2026-11-30 evaluation Access',
      '2026-12-30 notice Access',
      '2027-02-28 notice Boiler',
    ]);
  });
});
