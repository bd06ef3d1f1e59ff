import { describe, expect, it } from 'vitest';
import { asCalendarDate } from './dates.ts';
import { durationBetween, matchParty, nameFromTitle, noticeDaysBefore } from './document-offers.ts';

const day = asCalendarDate;

describe('durationBetween', () => {
  it('counts whole years, else whole months, else days, so the contract ends on the stated date', () => {
    expect(durationBetween(day('2024-03-01'), day('2027-03-01'))).toEqual({ value: 3, unit: 'YEARS' });
    expect(durationBetween(day('2024-03-01'), day('2025-09-01'))).toEqual({ value: 18, unit: 'MONTHS' });
    // The last day of a shorter month is a whole month from the 31st.
    expect(durationBetween(day('2024-01-31'), day('2024-02-29'))).toEqual({ value: 1, unit: 'MONTHS' });
    // A term "from January 1 to December 31" is a day short of a year.
    expect(durationBetween(day('2024-01-01'), day('2024-12-31'))).toEqual({ value: 365, unit: 'DAYS' });
  });

  it('offers nothing for an end on or before the start, or past a hundred years', () => {
    expect(durationBetween(day('2024-03-01'), day('2024-03-01'))).toBeNull();
    expect(durationBetween(day('2024-03-01'), day('2023-03-01'))).toBeNull();
    expect(durationBetween(day('2024-03-01'), day('2200-03-01'))).toBeNull();
  });
});

describe('noticeDaysBefore', () => {
  it('counts a notice in months or years as the days before this end', () => {
    expect(noticeDaysBefore(day('2025-12-31'), { value: 3, unit: 'MONTHS' })).toBe(92);
    expect(noticeDaysBefore(day('2025-03-01'), { value: 1, unit: 'MONTHS' })).toBe(28);
    expect(noticeDaysBefore(day('2025-03-01'), { value: 1, unit: 'YEARS' })).toBe(365);
    expect(noticeDaysBefore(day('2025-03-01'), { value: 60, unit: 'DAYS' })).toBe(60);
  });
});

describe('matchParty', () => {
  const vendors = [
    { id: 'v-1', name: 'Fresh Linen Co' },
    { id: 'v-2', name: 'Lift Care, Inc.' },
    { id: 'v-3', name: 'Harbor & Sons' },
  ];

  it('finds a vendor named as a party, case, punctuation, "the" and company suffix aside', () => {
    expect(matchParty(['Harbor Hotels LLC', 'FRESH LINEN COMPANY'], vendors)?.id).toBe('v-1');
    expect(matchParty(['The Lift Care Inc', 'Harbor Hotels'], vendors)?.id).toBe('v-2');
    expect(matchParty(['Harbor and Sons Ltd.'], vendors)?.id).toBe('v-3');
  });

  it('finds none for a different name, a name that only starts alike, or two vendors of one name', () => {
    expect(matchParty(['Fresh Linen Services Co'], vendors)).toBeUndefined();
    expect(matchParty(['Lift'], vendors)).toBeUndefined();
    expect(matchParty([], vendors)).toBeUndefined();
    expect(
      matchParty(['Lift Care Inc.'], [...vendors, { id: 'v-4', name: 'Lift Care Corporation' }]),
    ).toBeUndefined();
  });
});

describe('nameFromTitle', () => {
  it('puts a title in capitals in title case, small words in lower case', () => {
    expect(nameFromTitle('MASTER SERVICES AGREEMENT')).toBe('Master Services Agreement');
    expect(nameFromTitle('AGREEMENT  FOR THE SUPPLY OF LINEN')).toBe('Agreement for the Supply of Linen');
  });

  it('keeps a title already in mixed case, cut to the longest name', () => {
    expect(nameFromTitle('Elevator Maintenance Agreement')).toBe('Elevator Maintenance Agreement');
    expect(nameFromTitle(`Agreement ${'x'.repeat(300)}`)).toHaveLength(200);
  });
});
