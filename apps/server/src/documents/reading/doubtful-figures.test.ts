import { asCalendarDate, type TDocumentFacts } from '@keydate/domain';
import { describe, expect, it } from 'vitest';
import {
  type DoubtfulWord,
  doubtfulWordsOf,
  MIN_FIGURE_CONFIDENCE,
  withoutDoubtfulFacts,
} from './doubtful-figures.ts';

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

/** A doubtful word as recognition gives it, between its neighbours. */
const word = (before: string, text: string, after: string): DoubtfulWord => ({ before, word: text, after });

describe('figures recognition was unsure of', () => {
  it('are the words with figures read with less than the least confidence, with their neighbours', () => {
    expect(
      doubtfulWordsOf([
        { text: 'December', confidence: 20 },
        { text: '31,', confidence: MIN_FIGURE_CONFIDENCE - 1 },
        { text: '2027', confidence: MIN_FIGURE_CONFIDENCE },
        { text: '—', confidence: 10 },
        { text: '(12/05/1998)', confidence: 41 },
      ]),
    ).toEqual([word('December', '31', '2027'), word('2027', '12051998', '')]);
  });

  it('are also a day of fifteen or eighteen without its ending before "day", a 1st its raised "st" may have made', () => {
    expect(
      doubtfulWordsOf([
        { text: 'the', confidence: 96 },
        { text: '18', confidence: 95 },
        { text: 'day', confidence: 96 },
        { text: 'the', confidence: 96 },
        { text: '18th', confidence: 95 },
        { text: 'day', confidence: 96 },
        { text: '15', confidence: 95 },
        { text: 'days', confidence: 96 },
        { text: '16', confidence: 95 },
        { text: 'day', confidence: 96 },
      ]),
    ).toEqual([word('the', '18', 'day')]);
    const signed: TDocumentFacts = {
      agreementDate: {
        value: asCalendarDate('2006-06-18'),
        quote: 'IN WITNESS WHEREOF the parties executed this Agreement on the 18 day of JUNE 2006.',
        page: 5,
      },
    };
    expect(withoutDoubtfulFacts(signed, new Map([[5, [word('the', '18', 'day')]]]))).toEqual({});
  });

  it('withhold a date or a period whose own figures stand in such a word of its quote', () => {
    const doubtful = new Map([[2, [word('December', '31', '2027'), word('Section', '14', 'applies')]]]);
    expect(Object.keys(withoutDoubtfulFacts(facts, doubtful))).toEqual([
      'agreementDate',
      'noticePeriod',
      'renewalTerm',
      'title',
    ]);
    expect(Object.keys(withoutDoubtfulFacts(facts, new Map([[2, [word('of', '90', 'days')]]])))).toEqual([
      'agreementDate',
      'expirationDate',
      'renewalTerm',
      'title',
    ]);
    const opening = new Map([[1, [word('3', '2025', 'between')]]]);
    expect(Object.keys(withoutDoubtfulFacts(facts, opening))).not.toContain('agreementDate');
    // A quote cut short ends at the word: what followed it on the page is not compared.
    const cut: TDocumentFacts = {
      expirationDate: { value: asCalendarDate('2027-12-31'), quote: '…ends on December 31, 2027', page: 4 },
    };
    expect(withoutDoubtfulFacts(cut, new Map([[4, [word('31', '2027', 'unless')]]]))).toEqual({});
  });

  it('leave a fact whose figures were read with doubt elsewhere on its page, between other words', () => {
    const elsewhere = new Map([[2, [word('Clause', '31', 'applies'), word('pay', '90', 'dollars')]]]);
    expect(withoutDoubtfulFacts(facts, elsewhere)).toEqual(facts);
  });

  it('leave a period whose figure the quote also writes out in words, and an end counted from a length', () => {
    expect(withoutDoubtfulFacts(facts, new Map([[2, [word('one', '1', 'year')]]]))).toEqual(facts);
    const counted: TDocumentFacts = {
      expirationDate: {
        value: asCalendarDate('2016-01-05'),
        quote: 'The term of this Agreement shall be one (1) year.',
        page: 3,
      },
    };
    expect(withoutDoubtfulFacts(counted, new Map([[3, [word('one', '1', 'year')]]]))).toEqual(counted);
  });

  it('leave facts whose figures were read with confidence, or were read on another page', () => {
    expect(withoutDoubtfulFacts(facts, new Map([[2, [word('on', '2025', 'between')]]]))).toEqual(facts);
    expect(withoutDoubtfulFacts(facts, new Map([[1, [word('December', '31', '2027')]]]))).toEqual(facts);
    expect(withoutDoubtfulFacts(facts, new Map())).toEqual(facts);
  });
});
