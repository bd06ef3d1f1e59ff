import { asCalendarDate, type TDocumentFacts } from '@keydate/domain';
import { describe, expect, it } from 'vitest';
import { doubtfulFiguresOf, MIN_FIGURE_CONFIDENCE, withoutDoubtfulFacts } from './doubtful-figures.ts';

const facts: TDocumentFacts = {
  agreementDate: {
    value: asCalendarDate('2025-03-03'),
    quote: 'This Agreement is made on March 3, 2025 between Harbor Hotels LLC and Lift Care Inc.',
    page: 1,
  },
  expirationDate: {
    value: asCalendarDate('2027-12-31'),
    quote: '2. Term. This Agreement ends on December 31, 2027 unless renewed.',
    page: 2,
  },
  noticePeriod: {
    value: { value: 90, unit: 'DAYS' },
    quote: 'Either party may end it by notice of 90 days before Section 14 applies.',
    page: 2,
  },
  renewalTerm: {
    value: { value: 1, unit: 'YEARS' },
    quote: 'It then renews for one (1) year at a time.',
    page: 2,
  },
  title: { value: 'ELEVATOR MAINTENANCE AGREEMENT', quote: 'ELEVATOR MAINTENANCE AGREEMENT', page: 1 },
};

describe('figures recognition was unsure of', () => {
  it('are the figures of the words read with less than the least confidence', () => {
    expect(
      doubtfulFiguresOf([
        { text: 'December', confidence: 20 },
        { text: '31,', confidence: MIN_FIGURE_CONFIDENCE - 1 },
        { text: '2027', confidence: MIN_FIGURE_CONFIDENCE },
        { text: '12/05/1998', confidence: 41 },
      ]),
    ).toEqual(['31', '12', '05', '1998']);
  });

  it('withhold a date or a period whose own figures are among them, on the page it was read from', () => {
    const doubtful = new Map([[2, ['31', '14']]]);
    expect(Object.keys(withoutDoubtfulFacts(facts, doubtful))).toEqual([
      'agreementDate',
      'noticePeriod',
      'renewalTerm',
      'title',
    ]);
    expect(Object.keys(withoutDoubtfulFacts(facts, new Map([[2, ['90']]])))).toEqual([
      'agreementDate',
      'expirationDate',
      'renewalTerm',
      'title',
    ]);
  });

  it('leave a period whose figure the quote also writes out in words, and an end counted from a length', () => {
    expect(withoutDoubtfulFacts(facts, new Map([[2, ['1']]]))).toEqual(facts);
    const counted: TDocumentFacts = {
      expirationDate: {
        value: asCalendarDate('2016-01-05'),
        quote: 'The term of this Agreement shall be one (1) year.',
        page: 3,
      },
    };
    expect(withoutDoubtfulFacts(counted, new Map([[3, ['1']]]))).toEqual(counted);
  });

  it('leave facts whose figures were read with confidence, or were read on another page', () => {
    expect(withoutDoubtfulFacts(facts, new Map([[2, ['2025', '3']]]))).toEqual(facts);
    expect(withoutDoubtfulFacts(facts, new Map([[1, ['2027']]]))).toEqual(facts);
    expect(withoutDoubtfulFacts(facts, new Map())).toEqual(facts);
  });
});
