import { describe, expect, it } from 'vitest';
import { addCalendar, asCalendarDate as d, todayUtc } from './dates.ts';
import {
  contractReminders,
  DEFAULT_REMINDER_LEAD_DAYS,
  effectiveLeadDays,
  planReminders,
  type TReminder,
  upcomingReminders,
  ZReminderLeadDays,
} from './reminders.ts';

const today = d('2025-03-10');
const inDays = (n: number) => addCalendar(today, n, 'DAYS');
const brief = (r: TReminder) => `${r.milestone} ${r.date} -${r.leadDays} due ${r.dueOn}`;
const defaults = { notice: [...DEFAULT_REMINDER_LEAD_DAYS.notice], end: [...DEFAULT_REMINDER_LEAD_DAYS.end] };

describe('lead times', () => {
  it('default to 60, 30, 14, 7, 1 days before the notice date and 30, 7 before the end', () => {
    expect(DEFAULT_REMINDER_LEAD_DAYS).toEqual({ notice: [60, 30, 14, 7, 1], end: [30, 7] });
    expect(Object.isFrozen(DEFAULT_REMINDER_LEAD_DAYS)).toBe(true);
  });

  it.each([
    [
      { notice: [1, 7, 30], end: [7, 30] },
      { notice: [30, 7, 1], end: [30, 7] },
    ],
    [
      { notice: [14, 14, 0, 14], end: [] },
      { notice: [14, 0], end: [] },
    ],
    [
      { notice: [365, 0], end: [1] },
      { notice: [365, 0], end: [1] },
    ],
    // Repeats do not count against the limit of ten.
    [
      { notice: [10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1, 1], end: [] },
      { notice: [10, 9, 8, 7, 6, 5, 4, 3, 2, 1], end: [] },
    ],
  ])('normalise %j to %j', (input, output) => {
    expect(ZReminderLeadDays.parse(input)).toEqual(output);
  });

  it.each([
    ['a negative day', { notice: [-1], end: [] }],
    ['more than a year', { notice: [366], end: [] }],
    ['a fraction', { notice: [1.5], end: [] }],
    ['a string', { notice: ['7'], end: [] }],
    ['eleven lead times', { notice: [11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1], end: [] }],
    ['a missing list', { notice: [7] }],
    ['not a list', { notice: 7, end: [] }],
  ])('refuse %s', (_label, input) => {
    expect(ZReminderLeadDays.safeParse(input).success).toBe(false);
  });

  it("use a contract's own lead times when it has them, else the workspace's", () => {
    const own = { notice: [3], end: [] };
    expect(effectiveLeadDays(defaults, own)).toBe(own);
    expect(effectiveLeadDays(defaults, null)).toBe(defaults);
    expect(effectiveLeadDays(defaults, undefined)).toBe(defaults);
  });
});

describe('contractReminders', () => {
  it('lists one reminder per milestone and lead time, due that many days before', () => {
    const all = contractReminders({ noticeDate: d('2025-10-07'), endDate: d('2026-01-05') }, defaults);
    expect(all.map(brief)).toEqual([
      'notice 2025-10-07 -60 due 2025-08-08',
      'notice 2025-10-07 -30 due 2025-09-07',
      'notice 2025-10-07 -14 due 2025-09-23',
      'notice 2025-10-07 -7 due 2025-09-30',
      'notice 2025-10-07 -1 due 2025-10-06',
      'end 2026-01-05 -30 due 2025-12-06',
      'end 2026-01-05 -7 due 2025-12-29',
    ]);
  });

  it('skips a missing date', () => {
    expect(contractReminders({ noticeDate: null, endDate: undefined }, defaults)).toEqual([]);
  });
});

describe('planReminders', () => {
  // Days from today to the notice date → the lead time to send, and the ones superseded.
  it.each<[number, number | null, number[]]>([
    [61, null, []],
    [60, 60, []],
    [59, 60, []],
    [31, 60, []],
    [30, 30, [60]],
    [15, 30, [60]],
    [14, 14, [60, 30]],
    [10, 14, [60, 30]],
    [7, 7, [60, 30, 14]],
    [2, 7, [60, 30, 14]],
    [1, 1, [60, 30, 14, 7]],
    // On the notice date itself the 1-day reminder is still the latest due.
    [0, 1, [60, 30, 14, 7]],
    // A notice date already past yields nothing.
    [-1, null, []],
    [-30, null, []],
  ])('a notice date %i days ahead sends the %s-day reminder', (ahead, send, superseded) => {
    const plan = planReminders({ noticeDate: inDays(ahead) }, defaults, today);
    expect(plan.send.map((r) => r.leadDays)).toEqual(send === null ? [] : [send]);
    expect(plan.superseded.map((r) => r.leadDays)).toEqual(superseded);
    for (const r of [...plan.send, ...plan.superseded]) {
      expect(r.milestone).toBe('notice');
      expect(r.date).toBe(inDays(ahead));
    }
  });

  it.each<[number, number | null]>([
    [31, null],
    [30, 30],
    [8, 30],
    [7, 7],
    [0, 7],
    [-1, null],
  ])('an end date %i days ahead sends the %s-day reminder', (ahead, send) => {
    const plan = planReminders({ endDate: inDays(ahead) }, defaults, today);
    expect(plan.send.map((r) => [r.milestone, r.leadDays])).toEqual(send === null ? [] : [['end', send]]);
  });

  it('plans each milestone on its own', () => {
    const plan = planReminders({ noticeDate: inDays(14), endDate: inDays(20) }, defaults, today);
    expect(plan.send.map(brief)).toEqual([
      'notice 2025-03-24 -14 due 2025-03-10',
      'end 2025-03-30 -30 due 2025-02-28',
    ]);
  });

  it('follows lead times in any order, with a 0-day reminder on the date itself', () => {
    const leads = { notice: [0, 3], end: [] };
    expect(planReminders({ noticeDate: inDays(0) }, leads, today).send.map((r) => r.leadDays)).toEqual([0]);
    expect(planReminders({ noticeDate: inDays(2) }, leads, today).send.map((r) => r.leadDays)).toEqual([3]);
    expect(planReminders({ noticeDate: inDays(4) }, leads, today).send).toEqual([]);
  });

  it('sends nothing without lead times', () => {
    expect(
      planReminders({ noticeDate: inDays(1), endDate: inDays(1) }, { notice: [], end: [] }, today),
    ).toEqual({
      send: [],
      superseded: [],
    });
  });

  it('counts days by the UTC calendar day, whatever the time of day', () => {
    // 23:30 UTC is still March 10; 00:30 UTC the next day is March 11.
    const lateEvening = todayUtc(new Date('2025-03-10T23:30:00.000Z'));
    const justAfterMidnight = todayUtc(new Date('2025-03-11T00:30:00.000Z'));
    const dates = { noticeDate: d('2025-03-24') };
    expect(planReminders(dates, defaults, lateEvening).send.map((r) => r.leadDays)).toEqual([14]);
    expect(planReminders(dates, defaults, justAfterMidnight).send.map((r) => r.leadDays)).toEqual([14]);
    expect(
      planReminders({ noticeDate: d('2025-03-17') }, defaults, justAfterMidnight).send.map((r) => r.leadDays),
    ).toEqual([7]);
  });
});

describe('upcomingReminders', () => {
  it('lists reminders due from tomorrow to the horizon, by due day', () => {
    const found = upcomingReminders({ noticeDate: inDays(20), endDate: inDays(40) }, defaults, today, 30);
    expect(found.map(brief)).toEqual([
      'notice 2025-03-30 -14 due 2025-03-16',
      'end 2025-04-19 -30 due 2025-03-20',
      'notice 2025-03-30 -7 due 2025-03-23',
      'notice 2025-03-30 -1 due 2025-03-29',
    ]);
    // The end date's 7-day reminder falls due in 33 days, past the horizon.
    expect(upcomingReminders({ endDate: inDays(40) }, defaults, today, 33).map((r) => r.leadDays)).toEqual([
      30, 7,
    ]);
  });

  it('leaves out what is due today or later than the horizon', () => {
    const found = upcomingReminders({ noticeDate: inDays(14) }, defaults, today, 6);
    expect(found.map((r) => r.leadDays)).toEqual([]);
    expect(upcomingReminders({ noticeDate: inDays(14) }, defaults, today, 7).map((r) => r.leadDays)).toEqual([
      7,
    ]);
  });
});
