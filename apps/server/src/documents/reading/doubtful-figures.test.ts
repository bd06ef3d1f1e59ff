import { asCalendarDate, type TDocumentFacts } from '@keydate/domain';
import { describe, expect, it } from 'vitest';
import {
  type DoubtfulWord,
  doubtfulWordsOf,
  MIN_FIGURE_CONFIDENCE,
  type RecognisedWord,
  SURE_FIGURE_CONFIDENCE,
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

/** A recognised word whose figures were each read with `figures` confidence, its other signs with the word's. */
const read = (text: string, confidence: number, figures = confidence): RecognisedWord => ({
  text,
  confidence,
  symbols: [...text].map((sign) => ({ text: sign, confidence: /\d/.test(sign) ? figures : confidence })),
});
const UNSURE_FIGURE = SURE_FIGURE_CONFIDENCE - 1;

describe('figures recognition was unsure of', () => {
  it('are the words with figures read with less than the least confidence, with their neighbours', () => {
    expect(
      doubtfulWordsOf([
        read('December', 20),
        read('31,', MIN_FIGURE_CONFIDENCE - 1, UNSURE_FIGURE),
        read('2027', MIN_FIGURE_CONFIDENCE, UNSURE_FIGURE),
        read('—', 10),
        read('(12/05/1998)', 41, UNSURE_FIGURE),
      ]),
    ).toEqual([word('December', '31', '2027'), word('2027', '12051998', '')]);
  });

  it('are not the words whose every figure was sure, however unsure the word: a raised "th" read as a mark', () => {
    const thirtieth: RecognisedWord = {
      text: '30"',
      confidence: 49,
      symbols: [
        { text: '3', confidence: 99 },
        { text: '0', confidence: SURE_FIGURE_CONFIDENCE },
        { text: '"', confidence: 92 },
      ],
    };
    const twentySeventh = { ...thirtieth, text: '27"', symbols: [...thirtieth.symbols] };
    twentySeventh.symbols[1] = { text: '7', confidence: UNSURE_FIGURE };
    const day = read('day', 96);
    expect(doubtfulWordsOf([read('this', 96), thirtieth, day])).toEqual([]);
    expect(doubtfulWordsOf([read('this', 96), twentySeventh, day])).toEqual([word('this', '27', 'day')]);
    // A word without its signs' confidences is judged by its own.
    expect(doubtfulWordsOf([{ ...thirtieth, symbols: [] }])).toEqual([word('', '30', '')]);
  });

  it('are also a day of fifteen or eighteen without its ending before "day", a 1st its raised "st" may have made', () => {
    expect(
      doubtfulWordsOf(
        ['the', '18', 'day', 'the', '18th', 'day', '15', 'days', '16', 'day'].map((text) => read(text, 96)),
      ),
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
