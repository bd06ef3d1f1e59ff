import { describe, expect, it } from 'vitest';
import {
  AGREEMENT_TYPES,
  agreementTypeLabel,
  agreementTypeOf,
  CATEGORY_OPTIONS,
  CONTRACT_CATEGORIES,
  ZAgreementType,
  ZContractCategory,
} from './categories.ts';

describe('contract categories', () => {
  it('are the thirteen wizard options of docs/domain.md, The wizard, in order and spelled as listed', () => {
    expect(CONTRACT_CATEGORIES).toEqual([
      'Software',
      'Maintenance',
      'service',
      'lease',
      'license',
      'Supplies',
      'Vendor Agreement',
      'Utilities',
      'Insurance',
      'Equipment',
      'Marketing',
      'Consulting',
      'Other',
    ]);
    expect(CATEGORY_OPTIONS.map((o) => o.label)).toEqual([...CONTRACT_CATEGORIES]);
    expect(CATEGORY_OPTIONS.map((o) => o.value)).toEqual([...CONTRACT_CATEGORIES]);
  });

  it('are stored exactly: other spellings and the list-only values are refused', () => {
    expect(ZContractCategory.parse('service')).toBe('service');
    expect(ZContractCategory.parse('Vendor Agreement')).toBe('Vendor Agreement');
    for (const other of ['Service', 'SERVICE', 'SUPPLY', 'software', 'Vendor agreement']) {
      expect(ZContractCategory.safeParse(other).error?.issues[0]?.message).toBe(
        'Choose one of the listed categories',
      );
    }
  });

  it('says a missing category is required', () => {
    for (const missing of [undefined, null, '']) {
      expect(ZContractCategory.safeParse(missing).error?.issues[0]?.message).toBe('Category is required');
    }
  });
});

describe('agreement types', () => {
  it('are INDIVIDUAL and MSA, absent meaning INDIVIDUAL', () => {
    expect(AGREEMENT_TYPES).toEqual(['INDIVIDUAL', 'MSA']);
    expect(agreementTypeOf(undefined)).toBe('INDIVIDUAL');
    expect(agreementTypeOf(null)).toBe('INDIVIDUAL');
    expect(agreementTypeOf('MSA')).toBe('MSA');
    expect(ZAgreementType.parse(undefined)).toBe('INDIVIDUAL');
    expect(ZAgreementType.parse(null)).toBe('INDIVIDUAL');
    expect(ZAgreementType.parse('MSA')).toBe('MSA');
    expect(ZAgreementType.safeParse('msa').error?.issues[0]?.message).toBe(
      'Agreement type must be INDIVIDUAL or MSA',
    );
  });

  it('label as the list badge shows them', () => {
    expect(agreementTypeLabel('MSA')).toBe('MSA');
    expect(agreementTypeLabel('INDIVIDUAL')).toBe('Individual');
    expect(agreementTypeLabel(undefined)).toBe('Individual');
  });
});
