// Contract categories and agreement types. Categories are stored exactly as the wizard lists them
// (docs/domain.md, The wizard), mixed case included; the server refuses any other value.
import { z } from 'zod';
import { MSG } from './messages.ts';

export const CONTRACT_CATEGORIES = [
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
] as const;
export type TContractCategory = (typeof CONTRACT_CATEGORIES)[number];

/** Options for the wizard's Category select and the dashboard's Contract Type filter. */
export const CATEGORY_OPTIONS: ReadonlyArray<{ value: TContractCategory; label: string }> =
  CONTRACT_CATEGORIES.map((value) => ({ value, label: value }));

export const ZContractCategory = z.enum(CONTRACT_CATEGORIES, {
  error: (issue) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? MSG.categoryRequired
      : MSG.categoryInvalid,
});

export const AGREEMENT_TYPES = ['INDIVIDUAL', 'MSA'] as const;
export type TAgreementType = (typeof AGREEMENT_TYPES)[number];

export const AGREEMENT_TYPE_LABELS: Readonly<Record<TAgreementType, string>> = {
  INDIVIDUAL: 'Individual',
  MSA: 'MSA',
};

/** A contract's agreement type; treated as INDIVIDUAL when absent (docs/domain.md, The wizard). */
export function agreementTypeOf(value: string | null | undefined): TAgreementType {
  return value === 'MSA' ? 'MSA' : 'INDIVIDUAL';
}

/** The list badge and detail label: 'MSA' or 'Individual'. */
export function agreementTypeLabel(value: string | null | undefined): string {
  return AGREEMENT_TYPE_LABELS[agreementTypeOf(value)];
}

/** Agreement type of a request or answer: missing or null becomes INDIVIDUAL. */
export const ZAgreementType = z
  .enum(AGREEMENT_TYPES, { error: MSG.agreementTypeInvalid })
  .nullish()
  .transform((value): TAgreementType => value ?? 'INDIVIDUAL');
