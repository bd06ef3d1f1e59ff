// What the register import's API takes and answers (docs/domain.md, Importing a register): the fields a
// column can be, the person's mapping and corrections, every row checked, and the sample register the
// page offers. The rules that read a row are in register-import.ts.
import { z } from 'zod';
import { AGREEMENT_TYPES, CONTRACT_CATEGORIES } from './categories.ts';
import { ZContract } from './contract.schemas.ts';
import { ZWireDate } from './date.schemas.ts';
import type { TCalendarDate } from './dates.ts';
import type { TRegisterCell } from './register.ts';
import { DATE_ORDERS } from './register-cells.ts';

export const IMPORT_FIELDS = [
  'id',
  'name',
  'agreementType',
  'properties',
  'vendor',
  'category',
  'startDate',
  'endDate',
  'term',
  'notice',
  'evaluation',
  'renewal',
  'owner',
  'status',
] as const;
export type TImportField = (typeof IMPORT_FIELDS)[number];

export const IMPORT_FIELD_LABELS: Readonly<Record<TImportField, string>> = {
  id: 'Keydate id',
  name: 'Name',
  agreementType: 'Type (MSA or Individual)',
  properties: 'Properties',
  vendor: 'Vendor',
  category: 'Category',
  startDate: 'Start date',
  endDate: 'End date',
  term: 'Term',
  notice: 'Notice period or date',
  evaluation: 'Evaluation period or start',
  renewal: 'Renews for (a term, yes or no)',
  owner: 'Owner (email or name)',
  status: 'Status',
};

/** Column → field; null or absent = the column is not imported. */
export type TImportMapping = Record<string, TImportField | null>;

/** What a row gives, field by field: its cell's text (corrections included). */
export type TImportValues = Partial<Record<TImportField, string>>;

export const ZDateOrder = z.enum(DATE_ORDERS, { error: 'Date order must be DMY or MDY' });

const ZImportMapping = z.record(
  z.string().max(500),
  z.enum(IMPORT_FIELDS, { error: `A column maps to one of ${IMPORT_FIELDS.join(', ')}, or null` }).nullable(),
  { error: 'Mapping must be an object of column header to field' },
);

/** POST /api/imports' optional parts, and PATCH /api/imports/:id: the mapping and the date order. */
export const ZImportSettings = z.object({
  mapping: ZImportMapping.optional(),
  dateOrder: ZDateOrder.nullable().optional(),
});
export type TImportSettings = z.infer<typeof ZImportSettings>;

/** PATCH /api/imports/:id/rows/:row: a row's corrected cells, by field. */
export const ZImportRowCorrection = z.object({
  values: z.partialRecord(
    z.enum(IMPORT_FIELDS),
    z.string().max(2000, 'A cell holds at most 2,000 characters'),
  ),
});
export type TImportRowCorrection = z.infer<typeof ZImportRowCorrection>;

export const ZImportCommit = z.object({
  mode: z.enum(['all', 'valid'], { error: "Mode must be 'all' or 'valid'" }),
  createMissing: z.boolean({ error: 'createMissing must be true or false' }),
  onDuplicate: z.enum(['skip', 'update'], { error: "onDuplicate must be 'skip' or 'update'" }),
});
export type TImportCommit = z.infer<typeof ZImportCommit>;

const ZImportValues = z.partialRecord(z.enum(IMPORT_FIELDS), z.string());

const ZImportedContract = z.object({
  name: z.string(),
  agreementType: z.enum(AGREEMENT_TYPES),
  contractType: z.enum(CONTRACT_CATEGORIES),
  startDate: ZWireDate,
  endDate: ZWireDate,
  noticeDate: ZWireDate,
  evaluationStart: ZWireDate,
  lifecycle: ZContract.shape.lifecycle,
  propertyNames: z.array(z.string()),
  vendorName: z.string().nullable(),
  ownerId: z
    .string()
    .nullable()
    .describe('The person the Owner cell names; null: the owner is kept, or the importer'),
  terminated: z.boolean(),
});

export const ZImportRow = z.object({
  row: z.number().int().describe("The row's number in the file"),
  values: ZImportValues.describe("The row's cells by field, corrections included"),
  errors: z.array(z.object({ field: z.enum(IMPORT_FIELDS).nullable(), message: z.string() })),
  duplicateOf: z.string().optional().describe('The stored contract this row is'),
  contract: ZImportedContract.nullable().describe('What the row becomes; null while it has errors'),
});
export type TImportRow = z.output<typeof ZImportRow>;
/** What a row becomes: a contract with its dates, its properties and vendor by name. */
export type TImportedContract = z.output<typeof ZImportedContract>;
/** A row's problem, in plain words, with the field it is about (null: the row as a whole). */
export type TImportError = TImportRow['errors'][number];

export const ZImport = z.object({
  id: z.string(),
  fileName: z.string(),
  sheets: z.array(z.string()).describe("A workbook's sheets; none for CSV"),
  sheet: z.string().nullable(),
  columns: z.array(z.string()).describe("The file's headers, each named once"),
  mapping: z.record(z.string(), z.enum(IMPORT_FIELDS).nullable()),
  dateOrder: ZDateOrder.nullable().describe(
    'The order numeric dates are read in; null while the file does not tell',
  ),
  message: z.string().nullable().describe('What the person must decide first, such as the date order'),
  committed: z.boolean(),
  rows: z.array(ZImportRow),
  summary: z.object({
    valid: z.number().int(),
    invalid: z.number().int(),
    duplicates: z.number().int(),
    newProperties: z.array(z.string()),
    newVendors: z.array(z.string()),
  }),
});
export type TImport = z.output<typeof ZImport>;

export const ZImportResult = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
});
export type TImportResult = z.output<typeof ZImportResult>;

/** The sample register the import page offers: headers it maps at once, and rows that show what a cell may say. */
export const IMPORT_TEMPLATE_COLUMNS = [
  'Name',
  'Type',
  'Properties',
  'Vendor',
  'Category',
  'Start',
  'End',
  'Term',
  'Notice period',
  'Evaluation period',
  'Status',
] as const;

const cellsOf = (...values: Array<string | TCalendarDate | null>): TRegisterCell[] =>
  values.map((value) =>
    value === null
      ? { kind: 'empty' }
      : /^\d{4}-\d{2}-\d{2}$/.test(value)
        ? { kind: 'date', value: value as TCalendarDate }
        : { kind: 'text', value },
  );

export const IMPORT_TEMPLATE_ROWS: readonly TRegisterCell[][] = [
  cellsOf(
    'Linen and laundry service',
    'Individual',
    'Harbour Hotel',
    'CleanCo Laundry',
    'service',
    '2026-01-01',
    '2027-01-01',
    null,
    '90 days',
    '180 days',
    null,
  ),
  cellsOf(
    'Group elevator maintenance',
    'MSA',
    'Harbour Hotel; Park Inn',
    'LiftWorks',
    'Maintenance',
    '2025-07-01',
    null,
    '3 years',
    '3 months',
    '6 months',
    null,
  ),
];
