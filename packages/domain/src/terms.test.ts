import { describe, expect, it } from 'vitest';
import { addCalendar, asCalendarDate as d, type TCalendarDate } from './dates.ts';
import { defaultLifecycle, storedDatesFor, type TDurationUnit, type TLifecycle } from './lifecycle.ts';
import { contractStatus } from './status.ts';
import {
  currentTerm,
  currentTermNumber,
  renewalAfterEndSentence,
  renewalSentence,
  renewalSummary,
  type TTermsOf,
  termDates,
  termSentence,
} from './terms.ts';

const renewing = (
  start: string,
  duration: [number, TDurationUnit],
  term: [number, TDurationUnit] | null,
  lastTerm: number | null = null,
  edit: (lifecycle: TLifecycle) => void = () => {},
): TTermsOf => {
  const lifecycle = defaultLifecycle();
  lifecycle.duration = { value: duration[0], unit: duration[1] };
  lifecycle.renewal = term
    ? { type: 'automatic', term: { value: term[0], unit: term[1] } }
    : { type: 'none' };
  edit(lifecycle);
  return { lifecycle, first: storedDatesFor(d(start), lifecycle), lastTerm };
};

const datesOf = (terms: TTermsOf, today: string) => {
  const term = currentTerm(terms, d(today));
  return [term.number, term.startDate, term.endDate, term.nonRenewalNoticeStart, term.renewalWindowStart];
};

describe('currentTerm', () => {
  it('keeps a contract that does not renew in its one term, expired after its end', () => {
    const terms = renewing('2025-01-05', [1, 'YEARS'], null);
    expect(datesOf(terms, '2031-06-01')).toEqual([1, '2025-01-05', '2026-01-05', '2025-10-07', '2025-04-10']);
    expect(contractStatus({ ...currentTerm(terms, d('2031-06-01')) }, d('2031-06-01'))).toBe('expired');
  });

  // today → term number, start, end, notice date, evaluation start (notice 90 days before the end,
  // evaluation 180 days before the notice date: the defaults)
  it.each([
    ['2026-01-04', 1, '2025-01-05', '2026-01-05', '2025-10-07', '2025-04-10'],
    // The first term ends on its end date; the second starts that day.
    ['2026-01-05', 2, '2026-01-05', '2027-01-05', '2026-10-07', '2026-04-10'],
    ['2027-01-04', 2, '2026-01-05', '2027-01-05', '2026-10-07', '2026-04-10'],
    // Counted back from each term's own end: 2028 is a leap year.
    ['2028-02-01', 4, '2028-01-05', '2029-01-05', '2028-10-07', '2028-04-10'],
    ['2027-06-01', 3, '2027-01-05', '2028-01-05', '2027-10-07', '2027-04-10'],
  ])('a yearly renewal on %s is in term %i', (today, ...expected) => {
    expect(datesOf(renewing('2025-01-05', [1, 'YEARS'], [1, 'YEARS']), today)).toEqual(expected);
  });

  it('counts a term back from its own end across a leap day', () => {
    // End 2028-06-01: 90 days back is 2028-03-03, and 180 days before that crosses 2028-02-29.
    const terms = renewing('2026-06-01', [1, 'YEARS'], [1, 'YEARS']);
    expect(datesOf(terms, '2027-06-01')).toEqual([2, '2027-06-01', '2028-06-01', '2028-03-03', '2027-09-05']);
  });

  it('keeps a leap-day start on the shorter month end in every later term', () => {
    const terms = renewing('2024-02-29', [1, 'YEARS'], [1, 'YEARS']);
    expect(termDates(terms, 1).endDate).toBe('2025-02-28');
    expect(termDates(terms, 4).endDate).toBe('2028-02-28');
    expect(datesOf(terms, '2028-02-28').slice(0, 3)).toEqual([5, '2028-02-28', '2029-02-28']);
  });

  it('counts monthly terms from the first end in one step, so month ends stay month ends', () => {
    const terms = renewing('2024-12-31', [1, 'MONTHS'], [1, 'MONTHS']);
    expect([1, 2, 3, 4].map((n) => termDates(terms, n).endDate)).toEqual([
      '2025-01-31',
      '2025-02-28',
      '2025-03-31',
      '2025-04-30',
    ]);
    expect(datesOf(terms, '2025-02-27').slice(0, 3)).toEqual([2, '2025-01-31', '2025-02-28']);
    expect(datesOf(terms, '2025-02-28').slice(0, 3)).toEqual([3, '2025-02-28', '2025-03-31']);
    expect(datesOf(terms, '2025-03-30').slice(0, 3)).toEqual([3, '2025-02-28', '2025-03-31']);
  });

  it('renews for terms in days', () => {
    const terms = renewing('2025-01-01', [30, 'DAYS'], [30, 'DAYS']);
    expect(datesOf(terms, '2025-03-01').slice(0, 3)).toEqual([2, '2025-01-31', '2025-03-02']);
    expect(datesOf(terms, '2025-03-02').slice(0, 3)).toEqual([3, '2025-03-02', '2025-04-01']);
  });

  it('finds the term of a contract many terms in', () => {
    const terms = renewing('2000-01-01', [1, 'YEARS'], [1, 'YEARS']);
    expect(datesOf(terms, '2026-11-27').slice(0, 3)).toEqual([27, '2026-01-01', '2027-01-01']);
    const quarterly = renewing('1990-05-31', [2, 'YEARS'], [3, 'MONTHS']);
    expect(datesOf(quarterly, '2026-11-27').slice(0, 3)).toEqual([139, '2026-08-31', '2026-11-30']);
  });

  it('moves a picked notice date with the terms', () => {
    const terms = renewing('2025-01-05', [1, 'YEARS'], [1, 'YEARS'], null, (lifecycle) => {
      lifecycle.nonRenewalNotice = {
        ...lifecycle.nonRenewalNotice,
        triggerType: 'SPECIFIC_DATE',
        date: d('2025-10-01'),
      };
    });
    expect(datesOf(terms, '2026-02-01')).toEqual([2, '2026-01-05', '2027-01-05', '2026-10-01', '2026-04-04']);
  });

  it('ends with the term whose notice was sent: expired after its end, not renewed', () => {
    const terms = renewing('2025-01-05', [1, 'YEARS'], [1, 'YEARS'], 2);
    expect(datesOf(terms, '2026-12-01').slice(0, 3)).toEqual([2, '2026-01-05', '2027-01-05']);
    expect(datesOf(terms, '2029-12-01').slice(0, 3)).toEqual([2, '2026-01-05', '2027-01-05']);
    const today = d('2027-01-05');
    expect(contractStatus(currentTerm(terms, today), today)).toBe('expired');
    expect(contractStatus(currentTerm({ ...terms, lastTerm: null }, today), today)).toBe('active');
  });

  it('agrees with walking the terms one by one', () => {
    // Every start day of a leap year and the next, with terms in each unit, seen on days across 12 years.
    const units: Array<[[number, TDurationUnit], [number, TDurationUnit]]> = [
      [
        [1, 'YEARS'],
        [1, 'YEARS'],
      ],
      [
        [1, 'MONTHS'],
        [1, 'MONTHS'],
      ],
      [
        [2, 'YEARS'],
        [6, 'MONTHS'],
      ],
      [
        [90, 'DAYS'],
        [45, 'DAYS'],
      ],
      [
        [3, 'YEARS'],
        [2, 'YEARS'],
      ],
    ];
    let checked = 0;
    for (let start = d('2024-01-01'); start < '2026-01-01'; start = addCalendar(start, 11, 'DAYS')) {
      for (const [duration, term] of units) {
        const terms = renewing(start, duration, term);
        for (let offset = 0; offset < 12 * 366; offset += 131) {
          const today = addCalendar(start, offset, 'DAYS');
          expect(currentTermNumber(terms, today)).toBe(walkedTerm(terms, today));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(10_000);
  });
});

function walkedTerm(terms: TTermsOf, today: TCalendarDate): number {
  let number = 1;
  while (termDates(terms, number).endDate <= today) number++;
  return number;
}

describe('the sentences of a renewing contract', () => {
  it('names the term running today and when it began, in long form', () => {
    const terms = renewing('2025-01-05', [1, 'YEARS'], [1, 'YEARS']);
    expect(termSentence(currentTerm(terms, d('2027-06-01')))).toBe(
      'Term 3 of an automatically renewing agreement, since January 5, 2027',
    );
    expect(termSentence({ number: 12, startDate: d('2024-02-29') })).toBe(
      'Term 12 of an automatically renewing agreement, since February 29, 2024',
    );
  });

  it.each([
    [1, 'YEARS', '1 year'],
    [2, 'YEARS', '2 years'],
    [1, 'MONTHS', '1 month'],
    [18, 'MONTHS', '18 months'],
    [1, 'DAYS', '1 day'],
    [90, 'DAYS', '90 days'],
  ] as const)('words a renewal of %i %s as %s at a time', (value, unit, words) => {
    const renewal = { type: 'automatic', term: { value, unit } } as const;
    expect(renewalSentence(renewal)).toBe(`Renews for ${words} at a time unless notice is given`);
    expect(renewalAfterEndSentence(renewal)).toBe(
      `Then renews for ${words} at a time unless notice is given`,
    );
    expect(renewalSummary(renewal)).toBe(`Renews automatically for ${words} at a time`);
  });

  it('says nothing of renewal for a contract that does not renew, except in a summary', () => {
    expect(renewalSentence({ type: 'none' })).toBeNull();
    expect(renewalAfterEndSentence({ type: 'none' })).toBeNull();
    expect(renewalSummary({ type: 'none' })).toBe('Does not renew automatically');
    expect(renewalSummary(defaultLifecycle().renewal)).toBe('Does not renew automatically');
  });
});
