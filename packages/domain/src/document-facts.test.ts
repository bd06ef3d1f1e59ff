import { describe, expect, it } from 'vitest';
import { asCalendarDate } from './dates.ts';
import { documentDisagreements, formatAmount, type TDocumentFacts } from './document-facts.ts';
import { defaultLifecycle } from './lifecycle.ts';

const day = asCalendarDate;
const contract = {
  startDate: day('2024-03-01'),
  endDate: day('2025-03-01'),
  lifecycle: defaultLifecycle(),
};
const fact = <T>(value: T) => ({ value, quote: '…', page: 2 });

describe('documentDisagreements', () => {
  it('finds nothing when the document agrees, a year being twelve months', () => {
    const facts: TDocumentFacts = {
      effectiveDate: fact(day('2024-03-01')),
      expirationDate: fact(day('2025-03-01')),
      initialTerm: fact({ value: 12, unit: 'MONTHS' as const }),
      noticePeriod: fact({ value: 90, unit: 'DAYS' as const }),
    };
    expect(documentDisagreements(contract, facts)).toEqual([]);
    expect(documentDisagreements(contract, {})).toEqual([]);
  });

  it('says where the document differs, in words', () => {
    const facts: TDocumentFacts = {
      effectiveDate: fact(day('2024-04-01')),
      initialTerm: fact({ value: 3, unit: 'YEARS' as const }),
      expirationDate: fact(day('2027-04-01')),
      noticePeriod: fact({ value: 60, unit: 'DAYS' as const }),
    };
    expect(documentDisagreements(contract, facts)).toEqual([
      'The document says it takes effect on April 1, 2024; this contract starts on March 1, 2024.',
      'The document says a term of 3 years; this contract uses 1 year.',
      'The document says it ends on April 1, 2027; this contract ends on March 1, 2025.',
      'The document says notice of 60 days; this contract uses 90 days.',
    ]);
  });

  it('compares no notice with a notice date picked by hand, and no end with a perpetual agreement', () => {
    const lifecycle = defaultLifecycle();
    lifecycle.nonRenewalNotice = {
      ...lifecycle.nonRenewalNotice,
      triggerType: 'SPECIFIC_DATE',
      date: day('2025-01-01'),
    };
    const facts: TDocumentFacts = {
      expirationDate: fact('perpetual' as const),
      noticePeriod: fact({ value: 30, unit: 'DAYS' as const }),
    };
    expect(documentDisagreements({ ...contract, lifecycle }, facts)).toEqual([]);
    expect(
      documentDisagreements({ ...contract, endDate: null }, { expirationDate: fact(day('2026-01-01')) }),
    ).toEqual(['The document says it ends on January 1, 2026; this contract has no end date.']);
  });

  it('agrees on a notice in months that lands on the stored notice date, and on a term in days', () => {
    const yearEnd = {
      startDate: day('2024-12-31'),
      endDate: day('2025-12-31'),
      lifecycle: defaultLifecycle(),
    };
    yearEnd.lifecycle.nonRenewalNotice.triggerValue = { value: 92, unit: 'DAYS' };
    const facts: TDocumentFacts = {
      initialTerm: fact({ value: 365, unit: 'DAYS' as const }),
      noticePeriod: fact({ value: 3, unit: 'MONTHS' as const }),
    };
    expect(documentDisagreements(yearEnd, facts)).toEqual([]);
    yearEnd.lifecycle.nonRenewalNotice.triggerValue = { value: 90, unit: 'DAYS' };
    expect(documentDisagreements(yearEnd, facts)).toEqual([
      'The document says notice of 3 months; this contract uses 90 days.',
    ]);
  });

  it('formats amounts in the singular and the plural', () => {
    expect([formatAmount({ value: 1, unit: 'YEARS' }), formatAmount({ value: 30, unit: 'DAYS' })]).toEqual([
      '1 year',
      '30 days',
    ]);
  });
});
