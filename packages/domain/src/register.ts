// The register: a workspace's contracts as a spreadsheet, one row a contract (docs/domain.md, Register).
// Keydate's export writes these columns under these headers; its import reads them back by header, so an
// exported register edited in a spreadsheet and imported again updates the contracts it names.
import { z } from 'zod';
import type { TContract } from './contract.schemas.ts';
import { ZContractListQuery } from './contract-list.ts';
import type { TCalendarDate } from './dates.ts';
import { formatAmount } from './document-facts.ts';
import { capitalizedStatusLabel, daysLeft } from './status.ts';

export const REGISTER_COLUMNS = [
  'Id',
  'Name',
  'Type',
  'Properties',
  'Vendor',
  'Category',
  'Start',
  'End',
  'Evaluation start',
  'Notice date',
  'Days left',
  'Status',
  'Document',
  'Link',
  'Renews for',
  'Owner',
] as const;
export type TRegisterColumn = (typeof REGISTER_COLUMNS)[number];

export const REGISTER_FORMATS = ['csv', 'xlsx'] as const;
export type TRegisterFormat = (typeof REGISTER_FORMATS)[number];

/** GET /api/contracts/export: the dashboard's own query (its page and page size are ignored) and a format. */
export const ZRegisterExportQuery = ZContractListQuery.extend({
  format: z.enum(REGISTER_FORMATS, { error: 'Format must be csv or xlsx' }),
});
export type TRegisterExportQueryInput = z.input<typeof ZRegisterExportQuery>;

/** A register cell: text, a whole number, a calendar date, or empty. */
export type TRegisterCell =
  | { kind: 'text'; value: string }
  | { kind: 'number'; value: number }
  | { kind: 'date'; value: TCalendarDate }
  | { kind: 'empty' };

const text = (value: string | null | undefined): TRegisterCell =>
  value ? { kind: 'text', value } : { kind: 'empty' };
const date = (value: TCalendarDate | null): TRegisterCell =>
  value ? { kind: 'date', value } : { kind: 'empty' };

/** Several properties in one cell, in the order the contract lists them. */
export const REGISTER_LIST_SEPARATOR = '; ';

/** A contract's row, its cells in REGISTER_COLUMNS' order; `contractUrl` is the link to its page. */
export function registerRow(contract: TContract, today: TCalendarDate, contractUrl: string): TRegisterCell[] {
  const properties = contract.agreementType === 'MSA' ? contract.propertyIds : [contract.propertyId];
  const left = daysLeft(contract.endDate, today);
  const { renewal } = contract.lifecycle;
  return [
    text(contract._id),
    text(contract.name),
    text(contract.agreementType === 'MSA' ? 'MSA' : 'Individual'),
    text(properties.flatMap((property) => (property ? [property.name] : [])).join(REGISTER_LIST_SEPARATOR)),
    text(contract.vendorId?.name),
    text(contract.contractType),
    date(contract.startDate),
    date(contract.endDate),
    date(contract.renewalWindowStart),
    date(contract.nonRenewalNoticeStart),
    left === null ? { kind: 'empty' } : { kind: 'number', value: left },
    text(capitalizedStatusLabel(contract.status)),
    text(contract.documentName),
    text(contractUrl),
    text(renewal.type === 'automatic' ? formatAmount(renewal.term) : 'No'),
    text(contract.owner?.email),
  ];
}

// What a spreadsheet takes for the start of a formula, or of a command (a tab or a return first).
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text as a CSV cell no spreadsheet runs: one that would start a formula gets a leading apostrophe,
 * which spreadsheets show as text. The import takes it off again (fromFormulaSafe).
 */
export function formulaSafe(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The text formulaSafe was given. */
export function fromFormulaSafe(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}
