import { describe, expect, it } from 'vitest';
import { asCalendarDate as d, todayUtc } from './dates.ts';
import {
  computeLifecycleDates,
  DEFAULT_LIFECYCLE,
  defaultLifecycle,
  lifecycleWarnings,
  storedDatesFor,
  type TDurationUnit,
  type TLifecycle,
  type TTriggerType,
  ZLifecycle,
} from './lifecycle.ts';

const messages = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);

const lifecycle = (
  duration: [number, TDurationUnit],
  notice: [number, TDurationUnit] | string,
  evaluation: [number, TDurationUnit] | string,
): TLifecycle => {
  const part = (trigger: [number, TDurationUnit] | string, length: number) =>
    typeof trigger === 'string'
      ? {
          triggerType: 'SPECIFIC_DATE' as TTriggerType,
          triggerValue: { value: 0, unit: 'DAYS' as TDurationUnit },
          duration: { value: length, unit: 'DAYS' as TDurationUnit },
          date: d(trigger),
        }
      : {
          triggerType: 'BEFORE_END' as TTriggerType,
          triggerValue: { value: trigger[0], unit: trigger[1] },
          duration: { value: length, unit: 'DAYS' as TDurationUnit },
        };
  return {
    duration: { value: duration[0], unit: duration[1] },
    evaluationPeriod: part(evaluation, 90),
    nonRenewalNotice: part(notice, 30),
    renewal: { type: 'none' },
  };
};

describe('computeLifecycleDates', () => {
  // start, duration, notice trigger, evaluation trigger → end, notice, evaluation start
  it.each<
    [
      string,
      [number, TDurationUnit],
      [number, TDurationUnit] | string,
      [number, TDurationUnit] | string,
      string,
      string,
      string,
    ]
  >([
    // The worked examples of docs/domain.md, Lifecycle
    ['2025-01-05', [1, 'YEARS'], [90, 'DAYS'], [180, 'DAYS'], '2026-01-05', '2025-10-07', '2025-04-10'],
    ['2024-01-31', [1, 'MONTHS'], [30, 'DAYS'], [0, 'DAYS'], '2024-02-29', '2024-01-30', '2024-01-30'],
    // month ends
    ['2025-01-31', [1, 'MONTHS'], [0, 'DAYS'], [0, 'DAYS'], '2025-02-28', '2025-02-28', '2025-02-28'],
    ['2025-03-31', [1, 'MONTHS'], [1, 'MONTHS'], [1, 'MONTHS'], '2025-04-30', '2025-03-30', '2025-02-28'],
    ['2025-08-31', [6, 'MONTHS'], [1, 'MONTHS'], [2, 'MONTHS'], '2026-02-28', '2026-01-28', '2025-11-28'],
    ['2025-12-31', [2, 'MONTHS'], [1, 'MONTHS'], [0, 'DAYS'], '2026-02-28', '2026-01-28', '2026-01-28'],
    // leap days
    ['2024-02-29', [1, 'YEARS'], [90, 'DAYS'], [180, 'DAYS'], '2025-02-28', '2024-11-30', '2024-06-03'],
    ['2024-02-29', [4, 'YEARS'], [1, 'YEARS'], [0, 'DAYS'], '2028-02-29', '2027-02-28', '2027-02-28'],
    ['2023-03-01', [1, 'YEARS'], [1, 'DAYS'], [1, 'DAYS'], '2024-03-01', '2024-02-29', '2024-02-28'],
    // zero triggers: notice on the end date, evaluation start on the notice date
    ['2025-06-15', [1, 'YEARS'], [0, 'DAYS'], [0, 'DAYS'], '2026-06-15', '2026-06-15', '2026-06-15'],
    ['2025-06-15', [30, 'DAYS'], [0, 'DAYS'], [10, 'DAYS'], '2025-07-15', '2025-07-15', '2025-07-05'],
    // MONTHS triggers
    ['2025-01-05', [2, 'YEARS'], [3, 'MONTHS'], [6, 'MONTHS'], '2027-01-05', '2026-10-05', '2026-04-05'],
    ['2025-05-31', [1, 'YEARS'], [3, 'MONTHS'], [1, 'MONTHS'], '2026-05-31', '2026-02-28', '2026-01-28'],
    // triggers longer than the contract: notice before start
    ['2025-01-05', [30, 'DAYS'], [90, 'DAYS'], [180, 'DAYS'], '2025-02-04', '2024-11-06', '2024-05-10'],
    // specific dates
    ['2025-01-05', [1, 'YEARS'], '2025-11-01', [30, 'DAYS'], '2026-01-05', '2025-11-01', '2025-10-02'],
    ['2025-01-05', [1, 'YEARS'], [90, 'DAYS'], '2025-03-01', '2026-01-05', '2025-10-07', '2025-03-01'],
    ['2025-01-05', [1, 'YEARS'], '2025-12-01', '2025-09-15', '2026-01-05', '2025-12-01', '2025-09-15'],
  ])(
    '%s + %j, notice %j, evaluation %j',
    (start, duration, notice, evaluation, end, noticeDate, evalStart) => {
      const dates = computeLifecycleDates(d(start), lifecycle(duration, notice, evaluation));
      expect({
        start: dates.startDate,
        end: dates.endDate,
        notice: dates.nonRenewalNoticeDate,
        evaluationStart: dates.evaluationStart,
        evaluationEnd: dates.evaluationEnd,
      }).toEqual({ start, end, notice: noticeDate, evaluationStart: evalStart, evaluationEnd: noticeDate });
    },
  );

  it('counts back by the trigger when a specific date is missing', () => {
    const broken = lifecycle([1, 'YEARS'], [90, 'DAYS'], [180, 'DAYS']);
    broken.nonRenewalNotice.triggerType = 'SPECIFIC_DATE';
    expect(computeLifecycleDates(d('2025-01-05'), broken).nonRenewalNoticeDate).toBe('2025-10-07');
  });
});

describe('stored dates', () => {
  it('name the fields as the contract stores them', () => {
    expect(storedDatesFor(d('2025-01-05'), defaultLifecycle())).toEqual({
      startDate: '2025-01-05',
      endDate: '2026-01-05',
      renewalWindowStart: '2025-04-10',
      renewalWindowEnd: '2025-10-07',
      nonRenewalNoticeStart: '2025-10-07',
    });
    expect(storedDatesFor(d('2024-01-31'), lifecycle([1, 'MONTHS'], [30, 'DAYS'], [0, 'DAYS']))).toEqual({
      startDate: '2024-01-31',
      endDate: '2024-02-29',
      renewalWindowStart: '2024-01-30',
      renewalWindowEnd: '2024-01-30',
      nonRenewalNoticeStart: '2024-01-30',
    });
  });
});

describe('default lifecycle', () => {
  it('is 1 year; evaluation 180 days lasting 90; notice 90 lasting 30 (docs/domain.md, Lifecycle)', () => {
    expect(defaultLifecycle()).toEqual({
      duration: { value: 1, unit: 'YEARS' },
      evaluationPeriod: {
        triggerType: 'BEFORE_END',
        triggerValue: { value: 180, unit: 'DAYS' },
        duration: { value: 90, unit: 'DAYS' },
      },
      nonRenewalNotice: {
        triggerType: 'BEFORE_END',
        triggerValue: { value: 90, unit: 'DAYS' },
        duration: { value: 30, unit: 'DAYS' },
      },
      renewal: { type: 'none' },
    });
    expect(DEFAULT_LIFECYCLE).toEqual(defaultLifecycle());
  });

  it('cannot be changed by accident, and each copy is fresh', () => {
    expect(() => {
      (DEFAULT_LIFECYCLE.duration as { value: number }).value = 5;
    }).toThrow(TypeError);
    const copy = defaultLifecycle();
    copy.duration.value = 3;
    expect(defaultLifecycle().duration.value).toBe(1);
  });
});

describe('ZLifecycle', () => {
  it('fills everything from the defaults when nothing is given', () => {
    expect(ZLifecycle.parse({})).toEqual(defaultLifecycle());
    const first = ZLifecycle.parse({});
    first.duration.value = 9;
    expect(ZLifecycle.parse({}).duration.value).toBe(1);
  });

  it('accepts units and trigger types in either case, answers upper case and drops a start date copy', () => {
    expect(
      ZLifecycle.parse({
        startDate: '2025-01-05',
        duration: { value: 2, unit: 'years' },
        evaluationPeriod: {
          triggerType: 'before_end',
          triggerValue: { value: 3, unit: 'months' },
          duration: { value: 90, unit: 'days' },
        },
        nonRenewalNotice: {
          triggerType: 'BEFORE_END',
          triggerValue: { value: 60, unit: 'DAYS' },
          duration: { value: 30, unit: 'DAYS' },
        },
      }),
    ).toEqual({
      duration: { value: 2, unit: 'YEARS' },
      evaluationPeriod: {
        triggerType: 'BEFORE_END',
        triggerValue: { value: 3, unit: 'MONTHS' },
        duration: { value: 90, unit: 'DAYS' },
      },
      nonRenewalNotice: {
        triggerType: 'BEFORE_END',
        triggerValue: { value: 60, unit: 'DAYS' },
        duration: { value: 30, unit: 'DAYS' },
      },
      renewal: { type: 'none' },
    });
  });

  it('takes an automatic renewal with its term, and says what is wrong with one', () => {
    const renewal = (value: unknown) => ZLifecycle.safeParse({ renewal: value });
    expect(renewal({ type: 'automatic', term: { value: 1, unit: 'years' } }).data?.renewal).toEqual({
      type: 'automatic',
      term: { value: 1, unit: 'YEARS' },
    });
    expect(renewal({ type: 'none', term: { value: 2, unit: 'YEARS' } }).data?.renewal).toEqual({
      type: 'none',
    });
    expect(messages(renewal({ type: 'automatic', term: { value: 0, unit: 'MONTHS' } }))).toEqual({
      'renewal.term.value': 'Renewal term must be at least 1',
    });
    expect(messages(renewal({ type: 'automatic', term: { value: 101, unit: 'YEARS' } }))).toEqual({
      'renewal.term.value': 'Renewal term must be at most 100 years',
    });
    expect(messages(renewal({ type: 'automatic' }))['renewal.term.value']).toBe('Renewal term is required');
    expect(messages(renewal({ type: 'sometimes' }))).toEqual({
      'renewal.type': "Renewal must be 'none' or 'automatic'",
    });
  });

  it('defaults trigger units to days and missing part durations to the defaults', () => {
    const parsed = ZLifecycle.parse({
      duration: { value: 1, unit: 'YEARS' },
      evaluationPeriod: { triggerValue: { value: 10 } },
      nonRenewalNotice: { triggerType: 'before_end', triggerValue: { value: 5 } },
    });
    expect(parsed.evaluationPeriod).toEqual({
      triggerType: 'BEFORE_END',
      triggerValue: { value: 10, unit: 'DAYS' },
      duration: { value: 90, unit: 'DAYS' },
    });
    expect(parsed.nonRenewalNotice.triggerValue).toEqual({ value: 5, unit: 'DAYS' });
    expect(parsed.nonRenewalNotice.duration).toEqual({ value: 30, unit: 'DAYS' });
  });

  it('requires a date with specific_date and keeps it as a calendar date; drops a date with before_end', () => {
    const parsed = ZLifecycle.parse({
      nonRenewalNotice: { triggerType: 'specific_date', date: '2025-11-01' },
      evaluationPeriod: {
        triggerType: 'BEFORE_END',
        triggerValue: { value: 30, unit: 'DAYS' },
        date: '2025-01-01',
      },
    });
    expect(parsed.nonRenewalNotice).toEqual({
      triggerType: 'SPECIFIC_DATE',
      triggerValue: { value: 90, unit: 'DAYS' },
      duration: { value: 30, unit: 'DAYS' },
      date: '2025-11-01',
    });
    expect(parsed.evaluationPeriod).not.toHaveProperty('date');

    expect(messages(ZLifecycle.safeParse({ nonRenewalNotice: { triggerType: 'SPECIFIC_DATE' } }))).toEqual({
      'nonRenewalNotice.date': 'Pick the non-renewal notice date',
    });
    expect(
      messages(ZLifecycle.safeParse({ evaluationPeriod: { triggerType: 'SPECIFIC_DATE', date: null } })),
    ).toEqual({ 'evaluationPeriod.date': 'Pick the date the evaluation starts' });
    expect(
      messages(
        ZLifecycle.safeParse({ evaluationPeriod: { triggerType: 'SPECIFIC_DATE', date: '2025-02-30' } }),
      ),
    ).toEqual({ 'evaluationPeriod.date': 'Enter a real calendar date (YYYY-MM-DD)' });
  });

  it('refuses a zero, negative, fractional, huge or missing duration', () => {
    const durationError = (duration: unknown) => messages(ZLifecycle.safeParse({ duration }));
    expect(durationError({ value: 0, unit: 'YEARS' })).toEqual({
      'duration.value': 'Contract duration must be at least 1',
    });
    expect(durationError({ value: -1, unit: 'YEARS' })).toEqual({
      'duration.value': 'Contract duration must be at least 1',
    });
    expect(durationError({ value: 1.5, unit: 'YEARS' })).toEqual({
      'duration.value': 'Contract duration must be a whole number',
    });
    expect(durationError({ value: '1', unit: 'YEARS' })).toEqual({
      'duration.value': 'Contract duration must be a whole number',
    });
    expect(durationError({ unit: 'YEARS' })).toEqual({ 'duration.value': 'Contract duration is required' });
    expect(durationError({ value: 101, unit: 'YEARS' })).toEqual({
      'duration.value': 'Contract duration must be at most 100 years',
    });
    expect(durationError({ value: 1201, unit: 'MONTHS' })).toEqual({
      'duration.value': 'Contract duration must be at most 100 years',
    });
    expect(durationError({ value: 1, unit: 'weeks' })).toEqual({
      'duration.unit': 'Unit must be days, months or years',
    });
    expect(durationError({ value: 1 })).toEqual({ 'duration.unit': 'Unit must be days, months or years' });
    expect(durationError({ value: 100, unit: 'YEARS' })).toEqual({});
  });

  it('refuses negative or fractional triggers with their own words, and accepts zero', () => {
    expect(
      messages(
        ZLifecycle.safeParse({
          evaluationPeriod: { triggerValue: { value: -1, unit: 'DAYS' } },
          nonRenewalNotice: { triggerValue: { value: 2.5, unit: 'DAYS' } },
        }),
      ),
    ).toEqual({
      'evaluationPeriod.triggerValue.value': 'Evaluation start cannot be negative',
      'nonRenewalNotice.triggerValue.value': 'Non-renewal notice must be a whole number',
    });
    expect(
      messages(
        ZLifecycle.safeParse({
          evaluationPeriod: { triggerValue: { value: 1.25 } },
          nonRenewalNotice: { triggerValue: { value: -3 } },
        }),
      ),
    ).toEqual({
      'evaluationPeriod.triggerValue.value': 'Evaluation start must be a whole number',
      'nonRenewalNotice.triggerValue.value': 'Non-renewal notice cannot be negative',
    });
    expect(messages(ZLifecycle.safeParse({ nonRenewalNotice: { triggerType: 'BEFORE_END' } }))).toEqual({
      'nonRenewalNotice.triggerValue.value': 'Non-renewal notice is required',
    });
    expect(messages(ZLifecycle.safeParse({ nonRenewalNotice: { triggerType: 'AFTER_START' } }))).toEqual({
      'nonRenewalNotice.triggerType': 'Trigger must be before_end or specific_date',
    });
    expect(messages(ZLifecycle.safeParse({ nonRenewalNotice: { triggerValue: { value: 36_526 } } }))).toEqual(
      {
        'nonRenewalNotice.triggerValue.value': 'Non-renewal notice must be at most 100 years',
      },
    );
    const zero = ZLifecycle.parse({
      evaluationPeriod: { triggerValue: { value: 0, unit: 'DAYS' } },
      nonRenewalNotice: { triggerValue: { value: 0, unit: 'DAYS' } },
    });
    expect(zero.evaluationPeriod.triggerValue.value).toBe(0);
    expect(zero.nonRenewalNotice.triggerValue.value).toBe(0);
  });

  it('reads an impossible lifecycle start date as an error', () => {
    expect(messages(ZLifecycle.safeParse({ startDate: '2025-02-30' }))).toEqual({
      startDate: 'Start date must be a real calendar date (YYYY-MM-DD)',
    });
  });
});

describe('lifecycleWarnings', () => {
  const datesFor = (start: string, notice: string) => ({
    startDate: d(start),
    nonRenewalNoticeDate: d(notice),
  });

  it('says nothing when the notice date is today or later and after the start', () => {
    expect(lifecycleWarnings(datesFor('2025-01-05', '2025-10-07'), d('2025-10-07'))).toEqual([]);
    expect(lifecycleWarnings(datesFor('2025-01-05', '2025-01-05'), d('2025-01-01'))).toEqual([]);
  });

  it('warns when the notice date has passed', () => {
    expect(lifecycleWarnings(datesFor('2025-01-05', '2025-10-07'), d('2025-10-08'))).toEqual([
      {
        code: 'notice_date_passed',
        message:
          'The non-renewal notice date (Oct 7, 2025) has already passed, so this contract can no longer be left in time.',
      },
    ]);
  });

  it('warns when the notice date falls before the start date, and both at once', () => {
    expect(lifecycleWarnings(datesFor('2025-01-05', '2024-11-06'), d('2024-11-01'))).toEqual([
      {
        code: 'notice_before_start',
        message: 'The non-renewal notice date (Nov 6, 2024) falls before the contract starts (Jan 5, 2025).',
      },
    ]);
    expect(
      lifecycleWarnings(datesFor('2025-01-05', '2024-11-06'), d('2025-01-01')).map((w) => w.code),
    ).toEqual(['notice_date_passed', 'notice_before_start']);
  });

  it('compares calendar days, not instants', () => {
    const dates = { startDate: d('2025-01-05'), nonRenewalNoticeDate: d('2025-10-07') };
    expect(lifecycleWarnings(dates, todayUtc(new Date('2025-10-07T23:59:00Z')))).toEqual([]);
    expect(lifecycleWarnings(dates, todayUtc(new Date('2025-10-08T00:00:00Z')))).toHaveLength(1);
  });
});
