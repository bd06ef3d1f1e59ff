// What the review shows of a row and what a commit would write, from the import as the server checked it.
import {
  foldName,
  formatShortDate,
  IMPORT_FIELDS,
  type TImport,
  type TImportCommit,
  type TImportField,
  type TImportRow,
} from '@keydate/domain';

export const ROWS_PER_PAGE = 50;

export type TRowFilter = 'all' | 'problems' | 'duplicates';

export const hasProblems = (row: TImportRow) => row.errors.length > 0;
export const isDuplicate = (row: TImportRow) => row.duplicateOf !== undefined;

export function rowMatches(row: TImportRow, filter: TRowFilter): boolean {
  if (filter === 'problems') return hasProblems(row);
  if (filter === 'duplicates') return isDuplicate(row);
  return true;
}

/** A ready row as the contract it becomes; a row with problems as its cells say it. */
export function rowCells(row: TImportRow) {
  const contract = row.contract;
  if (contract) {
    return {
      name: contract.name,
      properties: contract.propertyNames.join('; '),
      vendor: contract.vendorName ?? '',
      start: formatShortDate(contract.startDate),
      end: formatShortDate(contract.endDate),
      notice: formatShortDate(contract.noticeDate),
    };
  }
  const { values } = row;
  return {
    name: values.name ?? '',
    properties: values.properties ?? '',
    vendor: values.vendor ?? '',
    start: values.startDate ?? '',
    end: values.endDate ?? '',
    notice: values.notice ?? '',
  };
}

/** The fields a row's correction offers: every mapped one, and any its problems name. */
export function fixableFields(data: TImport, row: TImportRow): TImportField[] {
  const fields = new Set<TImportField | null>([
    ...Object.values(data.mapping),
    ...row.errors.map((error) => error.field),
  ]);
  return IMPORT_FIELDS.filter((field) => fields.has(field));
}

export function rowCounts(rows: readonly TImportRow[]) {
  let ready = 0;
  let problems = 0;
  let duplicates = 0;
  for (const row of rows) {
    if (hasProblems(row)) problems += 1;
    else if (!isDuplicate(row)) ready += 1;
    if (isDuplicate(row)) duplicates += 1;
  }
  return { all: rows.length, ready, problems, duplicates };
}

/**
 * How many contracts a commit with these choices creates or updates, counted as the server counts them
 * (services/imports/commit-import.ts): a ready row, unless it names a property or vendor that is not
 * to be created; a row already in Keydate only when it is to be updated.
 */
export function contractsToWrite(
  data: TImport,
  { createMissing, onDuplicate }: Pick<TImportCommit, 'createMissing' | 'onDuplicate'>,
): number {
  const newProperties = new Set(data.summary.newProperties.map(foldName));
  const newVendors = new Set(data.summary.newVendors.map(foldName));
  let count = 0;
  for (const row of data.rows) {
    const contract = row.contract;
    if (!contract || hasProblems(row)) continue;
    if (isDuplicate(row) && onDuplicate === 'skip') continue;
    const missing =
      contract.propertyNames.some((name) => newProperties.has(foldName(name))) ||
      (contract.vendorName !== null && newVendors.has(foldName(contract.vendorName)));
    if (missing && !createMissing) continue;
    count += 1;
  }
  return count;
}
