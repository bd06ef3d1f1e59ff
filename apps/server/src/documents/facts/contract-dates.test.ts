import { describe, expect, it } from 'vitest';
import { findDates } from './contract-dates.ts';

const dates = (text: string) => findDates(text).map(({ date }) => date);

describe('findDates', () => {
  it('reads month-first and day-first written dates', () => {
    expect(dates('signed on March 4, 2021 and again on 4 March 2021')).toEqual(['2021-03-04', '2021-03-04']);
    expect(dates('as of Sept. 9th, 2015')).toEqual(['2015-09-09']);
  });

  it('reads "the nth day of Month, Year" with digits or words', () => {
    expect(dates('made this 22nd day of October, 2011')).toEqual(['2011-10-22']);
    expect(dates('made this twenty-third day of October 2011')).toEqual(['2011-10-23']);
    expect(dates('on the first day of May, 2008')).toEqual(['2008-05-01']);
  });

  it('reads "the last day of Month, Year" as the month\'s last day, leap years included', () => {
    expect(dates('shall expire on the last day of December, 2025')).toEqual(['2025-12-31']);
    expect(dates('until the last day in February 2024')).toEqual(['2024-02-29']);
    expect(dates('until the last day in February, 2023')).toEqual(['2023-02-28']);
  });

  it('reads numeric dates month first, unless the first number cannot be a month', () => {
    expect(dates('dated 04/05/2016')).toEqual(['2016-04-05']);
    expect(dates('dated 25/05/2016')).toEqual(['2016-05-25']);
    expect(dates('dated 4/5/16')).toEqual(['2016-04-05']);
    expect(dates('dated 2016-05-25')).toEqual(['2016-05-25']);
  });

  it('reads dotted dates day first, as in Europe, unless the second number cannot be a month', () => {
    expect(dates('Contract Period: 01.04.2023 - 31.03.2026')).toEqual(['2023-04-01', '2026-03-31']);
    expect(dates('delivery from 1.3.2019')).toEqual(['2019-03-01']);
    expect(dates('Reseller Agreement 04.18.2018')).toEqual(['2018-04-18']);
    expect(dates('dated 04/05/2016')).toEqual(['2016-04-05']);
  });

  it('reads a date whose comma the text layer read as a full stop', () => {
    expect(dates('in effect until April 9. 2023, unless')).toEqual(['2023-04-09']);
  });

  it('reads a short dashed date after a date label, and no statute section as a date', () => {
    expect(dates('Signed by the buyer. Date: 7-22-19')).toEqual(['2019-07-22']);
    expect(dates('DATE 28-2-07')).toEqual(['2007-02-28']);
    expect(dates('as required by Section 4-11-05 of the state code')).toEqual([]);
  });

  it('reads no date with a blank, an impossible day or a section number', () => {
    expect(dates('made as of March __, 2021')).toEqual([]);
    expect(dates('on February 30, 2021')).toEqual([]);
    expect(dates('see Section 4.2.1 and 12.3')).toEqual([]);
  });
});
