import { describe, expect, it } from 'vitest';
import { findDurations, wordsToNumber } from './durations.ts';

const amounts = (text: string) => findDurations(text).map(({ amount }) => `${amount.value} ${amount.unit}`);

describe('wordsToNumber', () => {
  it('reads written-out numbers below a thousand', () => {
    expect(wordsToNumber('forty-five')).toBe(45);
    expect(wordsToNumber('one hundred and twenty')).toBe(120);
    expect(wordsToNumber('eleven')).toBe(11);
    expect(wordsToNumber('several')).toBeNull();
  });
});

describe('findDurations', () => {
  it('reads words with digits in parentheses, and the digits win when they disagree', () => {
    expect(amounts('within forty-five (45) days of receipt')).toEqual(['45 DAYS']);
    expect(amounts('for sixty (90) days')).toEqual(['90 DAYS']);
  });

  it('reads words with digits whose opening or closing parenthesis a scan lost', () => {
    expect(amounts('for the period of five 5) years')).toEqual(['5 YEARS']);
    expect(amounts('at least thirty (30 days before')).toEqual(['30 DAYS']);
    expect(amounts('for one (l) year')).toEqual(['1 YEARS']);
  });

  it('reads digits in parentheses alone, plain digits and words alone', () => {
    expect(amounts('at least (120) days before')).toEqual(['120 DAYS']);
    expect(amounts('a term of 18 months')).toEqual(['18 MONTHS']);
    expect(amounts('for two years')).toEqual(['2 YEARS']);
  });

  it('reads hyphenated lengths and qualified days', () => {
    expect(amounts('successive one-year periods')).toEqual(['1 YEARS']);
    expect(amounts('a 24-month term')).toEqual(['24 MONTHS']);
    expect(amounts('ten (10) business days')).toEqual(['10 DAYS']);
  });

  it('reads year to year and an additional year as one of the unit', () => {
    expect(amounts('continue from month-to-month')).toEqual(['1 MONTHS']);
    expect(amounts('renew for an additional year')).toEqual(['1 YEARS']);
    expect(amounts('extended by one further month')).toEqual(['1 MONTHS']);
  });

  it('ignores ordinals and years', () => {
    expect(amounts('on the 30th day of the 2019 year end')).toEqual([]);
  });
});
