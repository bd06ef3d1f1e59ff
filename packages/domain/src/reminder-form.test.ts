import { describe, expect, it } from 'vitest';
import { MSG } from './messages.ts';
import {
  parseLeadDaysText,
  readLeadDaysText,
  reminderFormToLeadDays,
  reminderFormValues,
} from './reminder-form.ts';
import { DEFAULT_REMINDER_LEAD_DAYS } from './reminders.ts';

const RANGE = 'Lead times are whole days from 0 to 365';

describe('typed lead times', () => {
  it('reads commas and spaces, skipping empty pieces', () => {
    expect(readLeadDaysText(' 30, 7,,1 ')).toEqual([30, 7, 1]);
    expect(readLeadDaysText('14 3')).toEqual([14, 3]);
    expect(readLeadDaysText('')).toEqual([]);
    expect(readLeadDaysText('7, soon')).toBeNull();
  });

  it('answers the lists deduplicated, most days first', () => {
    expect(parseLeadDaysText({ notice: '7, 45, 7, 0', end: '' })).toEqual({
      ok: true,
      leadDays: { notice: [45, 7, 0], end: [] },
    });
  });

  it.each([
    ['abc', MSG.leadDaysFormat],
    ['-1', RANGE],
    ['1.5', RANGE],
    ['366', RANGE],
    ['1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11', 'At most 10 notice lead times'],
  ])('refuses %s with a message on its field', (text, message) => {
    expect(parseLeadDaysText({ notice: text, end: '30' })).toEqual({
      ok: false,
      errors: { notice: message },
    });
  });

  it('pre-fills from a contract, or from the fallback unticked, and sends null unless ticked', () => {
    const own = reminderFormValues({ notice: [20, 5], end: [] }, DEFAULT_REMINDER_LEAD_DAYS);
    expect(own).toEqual({ custom: true, notice: '20, 5', end: '' });
    expect(reminderFormToLeadDays(own)).toEqual({ notice: [20, 5], end: [] });
    const fallback = reminderFormValues(null, DEFAULT_REMINDER_LEAD_DAYS);
    expect(fallback).toEqual({ custom: false, notice: '60, 30, 14, 7, 1', end: '30, 7' });
    expect(reminderFormToLeadDays(fallback)).toBeNull();
  });
});
