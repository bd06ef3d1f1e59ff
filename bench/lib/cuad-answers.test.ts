import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asCalendarDate, type TDocumentFacts } from '@keydate/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';
import {
  answerMatches,
  type CuadAnswers,
  cuadFold,
  cuadSetOf,
  loadCuadAnswers,
  normalizeAnswerDate,
  normalizeAnswerDuration,
  quoteOverlaps,
  scoreClauses,
  scoreCuad,
} from './cuad-answers.ts';

const fact = <T>(value: T) => ({ value, quote: '', page: 1 });
const EMPTY_ROW: CuadAnswers = {
  agreementDate: '',
  effectiveDate: '',
  expirationDate: '',
  renewalTerm: '',
  noticePeriod: '',
};
const amount = (value: number, unit: 'DAYS' | 'MONTHS' | 'YEARS') => ({ value, unit });

describe('parseCsv', () => {
  it('keeps commas, doubled quotes and newlines inside quoted fields', () => {
    expect(parseCsv('a,"b, c","say ""hi""","two\nlines"\r\nx,,z\n')).toEqual([
      ['a', 'b, c', 'say "hi"', 'two\nlines'],
      ['x', '', 'z'],
    ]);
  });
});

describe('normalizeAnswerDate', () => {
  it('reads two-digit years below 70 as 20yy and the others as 19yy', () => {
    expect(normalizeAnswerDate('9/30/19')).toBe('2019-09-30');
    expect(normalizeAnswerDate('6/1/99')).toBe('1999-06-01');
    expect(normalizeAnswerDate('9/1/69')).toBe('2069-09-01');
    expect(normalizeAnswerDate('1/1/70')).toBe('1970-01-01');
  });

  it('reads four-digit years and zero-padded parts', () => {
    expect(normalizeAnswerDate('09/01/2006')).toBe('2006-09-01');
  });

  it('reads nothing else', () => {
    expect(normalizeAnswerDate('perpetual')).toBeNull();
    expect(normalizeAnswerDate('13/1/2006')).toBeNull();
  });
});

describe('normalizeAnswerDuration', () => {
  it('takes the number just before the unit', () => {
    expect(normalizeAnswerDuration('successive 1 year')).toEqual(amount(1, 'YEARS'));
    expect(normalizeAnswerDuration('3 successive 1 year')).toEqual(amount(1, 'YEARS'));
    expect(normalizeAnswerDuration('(6) months')).toEqual(amount(6, 'MONTHS'));
    expect(normalizeAnswerDuration('90 days')).toEqual(amount(90, 'DAYS'));
  });

  it('knows perpetual and nothing without a unit', () => {
    expect(normalizeAnswerDuration('Perpetual')).toBe('perpetual');
    expect(normalizeAnswerDuration('renewable')).toBeNull();
  });
});

describe('answerMatches', () => {
  it('equates a year with twelve months, but days only with days', () => {
    expect(answerMatches('successive 1 year', amount(12, 'MONTHS'))).toBe(true);
    expect(answerMatches('12 months', amount(1, 'YEARS'))).toBe(true);
    expect(answerMatches('2 years', amount(1, 'YEARS'))).toBe(false);
    expect(answerMatches('30 days', amount(1, 'MONTHS'))).toBe(false);
    expect(answerMatches('365 days', amount(1, 'YEARS'))).toBe(false);
  });

  it('matches perpetual only with perpetual', () => {
    expect(answerMatches('perpetual', 'perpetual')).toBe(true);
    expect(answerMatches('12/31/22', 'perpetual')).toBe(false);
    expect(answerMatches('perpetual', asCalendarDate('2022-12-31'))).toBe(false);
    expect(answerMatches('Perpetual', amount(1, 'YEARS'))).toBe(false);
  });

  it('matches when any part of a ;-list does', () => {
    expect(answerMatches('5 years; 2 years', amount(2, 'YEARS'))).toBe(true);
    expect(answerMatches('09/01/2006; 8/31/2007', asCalendarDate('2007-08-31'))).toBe(true);
    expect(answerMatches('09/01/2006; 8/31/2007', asCalendarDate('2007-09-01'))).toBe(false);
  });
});

describe('scoreCuad', () => {
  const row = (cells: Partial<CuadAnswers>): CuadAnswers => ({
    agreementDate: '',
    effectiveDate: '',
    expirationDate: '',
    renewalTerm: '',
    noticePeriod: '',
    ...cells,
  });
  const answers = new Map<string, CuadAnswers>([
    ['a.pdf', row({ effectiveDate: '6/1/19', noticePeriod: '90 days' })],
    ['b.pdf', row({ effectiveDate: '7/1/19', noticePeriod: '[]' })],
    ['c.pdf', row({ effectiveDate: '[]/[]/2019' })],
    ['d.pdf', row({})],
  ]);
  const results: Array<{ file: string; facts: TDocumentFacts }> = [
    { file: 'a.pdf', facts: { effectiveDate: fact(asCalendarDate('2019-06-01')) } },
    { file: 'b.pdf', facts: { noticePeriod: fact(amount(60, 'DAYS')) } },
    { file: 'c.pdf', facts: { effectiveDate: fact(asCalendarDate('2019-01-01')) } },
    { file: 'd.pdf', facts: { effectiveDate: fact(asCalendarDate('2019-01-01')) } },
  ];
  const byField = Object.fromEntries(scoreCuad(results, answers).map((score) => [score.field, score]));

  it('counts a missing suggestion as a miss and sets blanks apart', () => {
    expect(byField.effectiveDate).toMatchObject({ labelled: 2, matched: 1, accuracy: 0.5, blanks: 1 });
  });

  it('counts suggestions on contracts that do not state the field', () => {
    expect(byField.effectiveDate).toMatchObject({ unlabelled: 1, falseSuggestions: 1, falseRate: 1 });
    expect(byField.noticePeriod).toMatchObject({
      labelled: 1,
      matched: 0,
      blanks: 1,
      unlabelled: 2,
      falseSuggestions: 0,
    });
  });

  it('refuses a result that has no answer', () => {
    expect(() => scoreCuad([{ file: 'zz.pdf', facts: {} }], answers)).toThrow(/zz\.pdf/);
  });
});

describe('loadCuadAnswers', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cuad-answers-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the cells by file name and column name', () => {
    writeFileSync(
      join(dir, 'answers.csv'),
      'file,agreementDate,effectiveDate,expirationDate,renewalTerm,noticePeriod,parties\n' +
        'x.pdf,1/2/20,,perpetual,"successive 1 year",90 days,"A, Inc. (""A""); B"\n',
    );
    expect(loadCuadAnswers(dir).get('x.pdf')).toEqual({
      agreementDate: '1/2/20',
      effectiveDate: '',
      expirationDate: 'perpetual',
      renewalTerm: 'successive 1 year',
      noticePeriod: '90 days',
    });
  });
});

describe('the cross-validation folds', () => {
  it('put a file in the same fold every time, and spread the files over all five', () => {
    const files = Array.from({ length: 200 }, (_, i) => `Contract ${i}.pdf`);
    expect(files.map(cuadFold)).toEqual(files.map(cuadFold));
    expect(new Set(files.map(cuadFold))).toEqual(new Set([0, 1, 2, 3, 4]));
    const sizes = [0, 1, 2, 3, 4].map((k) => files.filter((file) => cuadFold(file) === k).length);
    expect(Math.min(...sizes)).toBeGreaterThan(20);
  });

  it('tell the contracts the rules were written from (the first 114 rows) from those added after', () => {
    const answers = new Map(Array.from({ length: 120 }, (_, i) => [`f${i}.pdf`, {} as CuadAnswers] as const));
    const setOf = cuadSetOf(answers);
    expect(setOf('f0.pdf')).toBe('written from');
    expect(setOf('f113.pdf')).toBe('written from');
    expect(setOf('f114.pdf')).toBe('added');
  });
});

describe('quoteOverlaps', () => {
  const excerpt =
    'This Agreement shall commence on the Effective Date and continue for a period of three (3) years.';

  it('finds a quote that shares five words in a row with an excerpt, whatever the case and punctuation', () => {
    expect(quoteOverlaps('...continue for a period of THREE (3) years, unless...', [excerpt])).toBe(true);
    expect(quoteOverlaps('The Agreement may be renewed for a period of one year.', [excerpt])).toBe(false);
  });

  it('finds a short quote inside an excerpt, and nothing in no excerpt', () => {
    expect(quoteOverlaps('three (3) years', [excerpt])).toBe(true);
    expect(quoteOverlaps('three (3) years', [])).toBe(false);
    expect(quoteOverlaps('', [excerpt])).toBe(false);
  });
});

describe('scoreClauses', () => {
  it('counts the suggestions that quote the clause, and of those the ones read right', () => {
    const answers = new Map<string, CuadAnswers>([
      ['a.pdf', { ...EMPTY_ROW, renewalTerm: '1 year' }],
      ['b.pdf', { ...EMPTY_ROW, renewalTerm: '2 years' }],
      ['c.pdf', { ...EMPTY_ROW, renewalTerm: '1 year' }],
    ]);
    const clause = 'shall renew automatically for successive one (1) year terms';
    const clauses = new Map([
      ['a.pdf', { renewalTerm: [clause] }],
      ['b.pdf', { renewalTerm: [clause] }],
      ['c.pdf', { renewalTerm: [clause] }],
    ]);
    const renewal = (value: number, quote: string): TDocumentFacts => ({
      renewalTerm: { value: amount(value, 'YEARS'), quote, page: 1 },
    });
    const results = [
      { file: 'a.pdf', facts: renewal(1, 'It shall renew automatically for successive one (1) year terms.') },
      { file: 'b.pdf', facts: renewal(1, 'It shall renew automatically for successive one (1) year terms.') },
      { file: 'c.pdf', facts: renewal(1, 'Payment is due within one year of the invoice.') },
    ];
    expect(scoreClauses(results, answers, clauses).find((score) => score.field === 'renewalTerm')).toEqual({
      field: 'renewalTerm',
      suggested: 3,
      foundClause: 2,
      readRight: 1,
    });
  });
});
