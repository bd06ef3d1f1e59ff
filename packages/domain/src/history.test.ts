import { describe, expect, it } from 'vitest';
import { ownReminderDays } from './history.ts';

describe("ownReminderDays: a contract's own reminder days in its history", () => {
  it('lists the days before the notice date and before the end', () => {
    expect(ownReminderDays({ notice: [90, 3], end: [0] })).toBe(
      '90, 3 days before the notice date; 0 before the end',
    );
  });

  it('says none, not "none days", where a list is empty', () => {
    expect(ownReminderDays({ notice: [], end: [] })).toBe('none before the notice date; none before the end');
  });
});
