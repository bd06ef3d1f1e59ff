import { describe, expect, it } from 'vitest';
import { normaliseRecognisedText as mend } from './recognise-text.ts';

describe('the slips of recognition mended before the rules read the text', () => {
  it('drops specks read as symbols', () => {
    expect(mend('dated as of October 1,°1996 and RENEWAL PERIOD: *')).toBe(
      'dated as of October 1,1996 and RENEWAL PERIOD: ',
    );
  });

  it('drops a mark between a month and its day, and after a day’s number', () => {
    expect(mend('dated for reference March-13, 1996')).toBe('dated for reference March 13, 1996');
    expect(mend('as of Sept.—1, 2020')).toBe('as of Sept 1, 2020');
    expect(mend("this 30' day of June 2016")).toBe('this 30 day of June 2016');
  });

  it('drops marks around a number’s figure', () => {
    expect(mend('within fifteen (15). days of')).toBe('within fifteen (15) days of');
    expect(mend('at least ninety. (90) - days prior')).toBe('at least ninety (90) days prior');
    expect(mend('twenty-one, (21) days')).toBe('twenty-one (21) days');
  });

  it('drops a mark glued to the front of a word', () => {
    expect(mend('shall commence -upon April 1, 1999')).toBe('shall commence upon April 1, 1999');
  });

  it('drops a quotation mark between a day and its year, and a speck glued before a small word', () => {
    expect(mend('shall commence upon April 1,” 1999 and')).toBe('shall commence upon April 1, 1999 and');
    expect(mend('in violation.of the law, for-a period of the anniversary of.the date')).toBe(
      'in violation of the law, for a period of the anniversary of the date',
    );
  });

  it('reads the figure one in brackets where it was read as a letter', () => {
    expect(mend('for one (I) month periods and one (l) year')).toBe(
      'for one (1) month periods and one (1) year',
    );
  });

  it('keeps what a contract writes: ends of sentences, numbered items, dashes between words, thousands', () => {
    for (const text of [
      'within thirty days. (2) The Supplier',
      'the warranty. (3) Each party',
      'for twelve (12) months. The Term',
      'the Term — unless renewed',
      'a fee of $12,500 for 1,000 units',
      'on May 5, 2021',
      'Section 8.2 of the Agreement',
      'the then-current term of a non-exclusive licence',
      'Schedule (I) of the Agreement',
      'a fee of $1,200, due within thirty days',
    ]) {
      expect(mend(text)).toBe(text);
    }
  });
});
