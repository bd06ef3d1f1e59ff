import {
  API_MSG,
  contractKey,
  dateOrderShown,
  foldName,
  hasAmbiguousDate,
  headerUnits,
  importOwners,
  readImportRow,
  rowKey,
  rowValues,
  type TDateOrder,
  type TExistingContract,
  type TImport,
  type TImportRow,
  type TImportValues,
} from '@keydate/domain';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  contractProperties,
  contracts,
  type imports,
  properties,
  users,
  vendors,
} from '../../db/schema/index.ts';
import { isUuid } from '../../lib/uuid.ts';

export type TImportRecord = typeof imports.$inferSelect;

/** A workspace's properties or vendors by folded name. */
export type TDirectory = Map<string, { id: string; name: string }>;

export interface TImportCheck {
  answer: TImport;
  /** The stored contract each duplicate row is, by row number. */
  existing: Map<number, TExistingContract>;
  properties: TDirectory;
  vendors: TDirectory;
}

const DATE_FIELDS = ['startDate', 'endDate', 'notice', 'evaluation'] as const;

/** Each row's cells by field, the person's corrections over the file's. */
export function valuesOf(record: TImportRecord): Array<{ row: number; values: TImportValues }> {
  return record.rows.map(({ row, cells }) => ({
    row,
    values: { ...rowValues(record.columns, cells, record.mapping), ...record.corrections[String(row)] },
  }));
}

/** The date order the rows are read in, and what to ask the person when the file does not tell. */
function dateOrderOf(
  record: TImportRecord,
  rows: ReadonlyArray<{ values: TImportValues }>,
): { order: TDateOrder | null; message: string | null } {
  if (record.dateOrder) return { order: record.dateOrder, message: null };
  const cells = rows.flatMap(({ values }) => DATE_FIELDS.map((field) => values[field] ?? ''));
  const shown = dateOrderShown(cells);
  if (shown === 'mixed') return { order: null, message: API_MSG.importDateOrderMixed };
  if (shown) return { order: shown, message: null };
  return { order: null, message: hasAmbiguousDate(cells) ? API_MSG.importDateOrderAmbiguous : null };
}

/**
 * What every row of an import becomes, checked against the workspace: the contract each one is when it
 * names one (by the id of Keydate's export, else by name, vendor and start date), a row that repeats an
 * earlier one, and the properties and vendors that do not exist yet.
 */
export async function checkImport(
  db: Executor,
  workspaceId: string,
  record: TImportRecord,
): Promise<TImportCheck> {
  const rows = valuesOf(record);
  const { order, message } = dateOrderOf(record, rows);
  const units = headerUnits(record.mapping);
  // One after another: inside a transaction the three share one connection.
  const stored = await storedContracts(db, workspaceId, rows);
  const propertyDirectory = await directory(db, properties, workspaceId);
  const vendorDirectory = await directory(db, vendors, workspaceId);
  const owners = importOwners(
    await db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(eq(users.workspaceId, workspaceId)),
  );

  const existing = new Map<number, TExistingContract>();
  const firstRowOf = new Map<string, number>();
  const newProperties = new Map<string, string>();
  const newVendors = new Map<string, string>();
  const answers = rows.map(({ row, values }): TImportRow => {
    const key = rowKey(values, order);
    const match =
      stored.byId.get((values.id ?? '').toLowerCase()) ?? (key === null ? undefined : stored.byKey.get(key));
    const { contract, errors } = readImportRow(values, {
      row,
      dateOrder: order,
      units,
      existing: match ?? null,
      owners,
    });
    if (match) existing.set(row, match);
    const sameAs = match?.id ?? key;
    const earlier = sameAs === null ? undefined : firstRowOf.get(sameAs);
    if (earlier !== undefined) {
      errors.push({ field: null, message: `Row ${row}: the same contract as row ${earlier}` });
    } else if (sameAs !== null) {
      firstRowOf.set(sameAs, row);
    }

    if (contract && errors.length === 0) {
      for (const name of contract.propertyNames) {
        if (!propertyDirectory.has(foldName(name)) && !newProperties.has(foldName(name))) {
          newProperties.set(foldName(name), name);
        }
      }
      const vendor = contract.vendorName;
      if (vendor && !vendorDirectory.has(foldName(vendor)) && !newVendors.has(foldName(vendor))) {
        newVendors.set(foldName(vendor), vendor);
      }
    }
    return {
      row,
      values,
      errors,
      ...(match ? { duplicateOf: match.id } : {}),
      contract: errors.length === 0 ? contract : null,
    };
  });

  const invalid = answers.filter((row) => row.errors.length > 0).length;
  return {
    answer: {
      id: record.id,
      fileName: record.fileName,
      sheets: record.sheets,
      sheet: record.sheet,
      columns: record.columns,
      mapping: record.mapping,
      dateOrder: order,
      message,
      committed: record.committedAt !== null,
      rows: answers,
      summary: {
        valid: answers.length - invalid,
        invalid,
        duplicates: answers.filter((row) => row.duplicateOf).length,
        newProperties: [...newProperties.values()],
        newVendors: [...newVendors.values()],
      },
    },
    existing,
    properties: propertyDirectory,
    vendors: vendorDirectory,
  };
}

async function directory(
  db: Executor,
  table: typeof properties | typeof vendors,
  workspaceId: string,
): Promise<TDirectory> {
  const rows = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(eq(table.workspaceId, workspaceId));
  return new Map(rows.map((row) => [foldName(row.name), row]));
}

/** The name as foldName folds it, in SQL. */
const foldedName = sql`regexp_replace(lower(btrim(${contracts.name})), '\\s+', ' ', 'g')`;

const memberNames = sql<
  string[]
>`(select coalesce(json_agg(${properties.name} order by ${contractProperties.position}), '[]')
  from ${contractProperties} join ${properties} on ${properties.id} = ${contractProperties.propertyId}
  where ${contractProperties.contractId} = ${contracts.id})`;

/** The workspace's contracts the rows may name, by id and by name, vendor and start date. */
async function storedContracts(
  db: Executor,
  workspaceId: string,
  rows: ReadonlyArray<{ values: TImportValues }>,
): Promise<{ byId: Map<string, TExistingContract>; byKey: Map<string, TExistingContract> }> {
  const ids = [...new Set(rows.flatMap(({ values }) => (values.id && isUuid(values.id) ? [values.id] : [])))];
  const names = [...new Set(rows.flatMap(({ values }) => (values.name ? [foldName(values.name)] : [])))];
  const found =
    ids.length + names.length === 0
      ? []
      : await db
          .select({
            id: contracts.id,
            name: contracts.name,
            agreementType: contracts.agreementType,
            contractType: contracts.contractType,
            startDate: contracts.startDate,
            endDate: contracts.endDate,
            noticeDate: contracts.nonRenewalNoticeStart,
            evaluationStart: contracts.renewalWindowStart,
            lifecycle: contracts.lifecycle,
            storedStatus: contracts.storedStatus,
            propertyName: properties.name,
            memberNames,
            vendorName: vendors.name,
          })
          .from(contracts)
          .leftJoin(properties, eq(properties.id, contracts.propertyId))
          .leftJoin(vendors, eq(vendors.id, contracts.vendorId))
          .where(
            and(
              eq(contracts.workspaceId, workspaceId),
              or(
                ids.length > 0 ? inArray(contracts.id, ids) : undefined,
                names.length > 0 ? sql`${foldedName} = any(${sql.param(names)}::text[])` : undefined,
              ),
            ),
          );
  const byId = new Map<string, TExistingContract>();
  const byKey = new Map<string, TExistingContract>();
  for (const row of found) {
    const contract: TExistingContract = {
      id: row.id,
      name: row.name,
      agreementType: row.agreementType,
      contractType: row.contractType as TExistingContract['contractType'],
      startDate: row.startDate,
      // Every stored contract has its derived dates (services/contracts/contract-values.ts).
      endDate: row.endDate ?? row.startDate,
      noticeDate: row.noticeDate ?? row.startDate,
      evaluationStart: row.evaluationStart ?? row.startDate,
      lifecycle: row.lifecycle,
      propertyNames:
        row.agreementType === 'MSA' ? row.memberNames : row.propertyName ? [row.propertyName] : [],
      vendorName: row.vendorName,
      terminated: row.storedStatus === 'terminated',
    };
    byId.set(row.id.toLowerCase(), contract);
    byKey.set(contractKey(contract.name, contract.vendorName, contract.startDate), contract);
  }
  return { byId, byKey };
}
