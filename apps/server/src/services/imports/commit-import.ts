import {
  foldName,
  MSG_FN,
  type TContract,
  type TContractMetadata,
  type TImportCommit,
  type TImportedContract,
  type TImportResult,
  type TImportRow,
} from '@keydate/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { batches } from '../../db/batches.ts';
import type { Db, Tx } from '../../db/client.ts';
import { contractProperties, contracts, imports, properties, vendors } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-error.ts';
import { contractColumns } from '../contracts/contract-values.ts';
import { refreshSortNames } from '../contracts/sort-names.ts';
import { contractsForHistory, type HistoryActor, recordHistories } from '../history/record-history.ts';
import { checkImport, type TDirectory } from './check-import.ts';
import { findOpenImport } from './find-import.ts';

/** The row's properties or vendor that the workspace does not have yet. */
const missingNames = (
  contract: TImportedContract,
  directory: { properties: TDirectory; vendors: TDirectory },
) => [
  ...contract.propertyNames.filter((name) => !directory.properties.has(foldName(name))),
  ...(contract.vendorName && !directory.vendors.has(foldName(contract.vendorName))
    ? [contract.vendorName]
    : []),
];

const notYetThere = (row: number, names: readonly string[]) =>
  `Row ${row}: ${names.map((name) => `'${name}'`).join(', ')} ${
    names.length === 1 ? 'does not exist yet, and creating it' : 'do not exist yet, and creating them'
  } was not chosen`;

/**
 * POST /api/imports/:id/commit: the checked rows written in one transaction, in a fixed number of
 * statements per 500 rows. With mode 'all', a row that cannot be written (an error, or a property or
 * vendor the person did not agree to create) writes nothing and answers 400 naming the rows. A row that
 * is a stored contract is skipped, or updates that contract with the fields the file gives.
 */
export async function commitImport(options: {
  db: Db;
  workspaceId: string;
  userId: string;
  /** The person importing, for the contracts' history. */
  actor: HistoryActor;
  importId: string;
  choice: TImportCommit;
  now: Date;
}): Promise<TImportResult> {
  const { db, workspaceId, choice, now } = options;
  return db.transaction(async (tx) => {
    const record = await findOpenImport(tx, workspaceId, options.importId, { forUpdate: true });
    const check = await checkImport(tx, workspaceId, record);
    const writable = (row: TImportRow): row is TImportRow & { contract: TImportedContract } =>
      row.contract !== null && (choice.createMissing || missingNames(row.contract, check).length === 0);
    const rows = check.answer.rows;
    const refused = rows.filter((row) => !writable(row));
    if (choice.mode === 'all' && refused.length > 0) {
      const errors = Object.fromEntries(
        refused.map((row) => [
          `rows.${row.row}`,
          row.errors[0]?.message ??
            notYetThere(row.row, row.contract ? missingNames(row.contract, check) : []),
        ]),
      );
      throw badRequest(MSG_FN.importRowsInvalid(refused.map((row) => row.row)), errors);
    }
    const chosen = rows.filter(writable);
    const toCreate = chosen.filter((row) => !row.duplicateOf);
    const toUpdate = choice.onDuplicate === 'update' ? chosen.filter((row) => row.duplicateOf) : [];

    const contractsToWrite = [...toCreate, ...toUpdate].map((row) => row.contract);
    const propertyIds = await ensureNames(
      tx,
      workspaceId,
      properties,
      check.properties,
      contractsToWrite.flatMap((c) => c.propertyNames),
      now,
    );
    const vendorIds = await ensureNames(
      tx,
      workspaceId,
      vendors,
      check.vendors,
      contractsToWrite.flatMap((c) => (c.vendorName ? [c.vendorName] : [])),
      now,
    );
    const metadataOf = (contract: TImportedContract): TContractMetadata => {
      const ids = contract.propertyNames.map((name) => propertyIds.get(foldName(name)) as string);
      const msa = contract.agreementType === 'MSA';
      return {
        name: contract.name,
        agreementType: contract.agreementType,
        contractType: contract.contractType,
        startDate: contract.startDate,
        lifecycle: contract.lifecycle,
        propertyId: msa ? null : (ids[0] ?? null),
        propertyIds: msa ? ids : [],
        vendorId: contract.vendorName ? (vendorIds.get(foldName(contract.vendorName)) ?? null) : null,
        ownerId: contract.ownerId,
        reminderLeadDays: null,
      };
    };

    const written: string[] = [];
    for (const batch of batches(toCreate)) {
      const inputs = batch.map((row) => ({
        input: metadataOf(row.contract),
        terminated: row.contract.terminated,
      }));
      const created = await tx
        .insert(contracts)
        .values(
          inputs.map(({ input, terminated }) => ({
            ownerId: options.userId,
            ...contractColumns(input),
            storedStatus: terminated ? ('terminated' as const) : null,
            workspaceId,
            createdBy: options.userId,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning({ id: contracts.id });
      const ids = created.map((row) => row.id);
      await insertAllMembers(
        tx,
        ids,
        inputs.map(({ input }) => input),
      );
      written.push(...ids);
    }
    const before = new Map<string, TContract>();
    for (const batch of batches(toUpdate)) {
      const ids = batch.map((row) => row.duplicateOf as string);
      const inputs = batch.map((row) => metadataOf(row.contract));
      for (const [id, contract] of await contractsForHistory(tx, workspaceId, ids, now))
        before.set(id, contract);
      await updateContracts(tx, workspaceId, batch, inputs, now);
      await tx.delete(contractProperties).where(inArray(contractProperties.contractId, ids));
      await insertAllMembers(tx, ids, inputs);
      written.push(...ids);
    }
    for (const ids of batches(written)) {
      await refreshSortNames(tx, inArray(contracts.id, ids));
      // Each contract's history: created by the import, or the fields it changed.
      const after = await contractsForHistory(tx, workspaceId, ids, now);
      await recordHistories(
        tx,
        ids.map((id) => ({
          workspaceId,
          actor: options.actor,
          at: now,
          action: 'imported' as const,
          before: before.get(id) ?? null,
          after: after.get(id) ?? null,
        })),
      );
    }
    await tx.update(imports).set({ committedAt: now }).where(eq(imports.id, record.id));
    return {
      created: toCreate.length,
      updated: toUpdate.length,
      skipped: rows.length - toCreate.length - toUpdate.length,
    };
  });
}

/** The ids of the named properties or vendors, the ones not in the directory created (one statement). */
async function ensureNames(
  tx: Tx,
  workspaceId: string,
  table: typeof properties | typeof vendors,
  directory: TDirectory,
  names: readonly string[],
  now: Date,
): Promise<Map<string, string>> {
  const ids = new Map([...directory].map(([folded, record]) => [folded, record.id]));
  const missing = new Map<string, string>();
  for (const name of names) if (!ids.has(foldName(name))) missing.set(foldName(name), name);
  for (const batch of batches([...missing.values()])) {
    const base = (name: string) => ({ workspaceId, name, createdAt: now, updatedAt: now });
    const created =
      table === vendors
        ? await tx
            .insert(vendors)
            .values(batch.map((name) => ({ ...base(name), contactPerson: '', email: '', phone: '' })))
            .returning({ id: vendors.id, name: vendors.name })
        : await tx
            .insert(properties)
            .values(batch.map(base))
            .returning({ id: properties.id, name: properties.name });
    for (const record of created) ids.set(foldName(record.name), record.id);
  }
  return ids;
}

async function insertAllMembers(
  tx: Tx,
  contractIds: readonly string[],
  inputs: readonly TContractMetadata[],
) {
  const members = inputs.flatMap((input, i) =>
    input.agreementType === 'MSA'
      ? input.propertyIds.map((propertyId, position) => ({
          contractId: contractIds[i] as string,
          propertyId,
          position,
        }))
      : [],
  );
  for (const batch of batches(members)) await tx.insert(contractProperties).values(batch);
}

/** Each contract of the batch set to its row's values, in one statement. */
async function updateContracts(
  tx: Tx,
  workspaceId: string,
  rows: readonly TImportRow[],
  inputs: readonly TContractMetadata[],
  now: Date,
) {
  const values = rows.map((row, i) => {
    const input = inputs[i] as TContractMetadata;
    const columns = contractColumns(input);
    return sql`(${row.duplicateOf}::uuid, ${columns.name}, ${columns.agreementType}, ${columns.contractType},
      ${columns.startDate}::date, ${columns.endDate}::date, ${columns.renewalWindowStart}::date,
      ${columns.renewalWindowEnd}::date, ${columns.nonRenewalNoticeStart}::date, ${JSON.stringify(columns.lifecycle)}::jsonb,
      ${columns.propertyId}::uuid, ${columns.vendorId}::uuid, ${row.contract?.terminated ? 'terminated' : null}::text,
      ${input.ownerId}::uuid)`;
  });
  await tx.execute(sql`update ${contracts} set
      name = v.name, agreement_type = v.agreement_type, contract_type = v.contract_type,
      start_date = v.start_date, end_date = v.end_date, renewal_window_start = v.renewal_window_start,
      renewal_window_end = v.renewal_window_end, non_renewal_notice_start = v.non_renewal_notice_start,
      lifecycle = v.lifecycle, property_id = v.property_id, vendor_id = v.vendor_id,
      stored_status = v.stored_status, owner_id = coalesce(v.owner_id, ${contracts.ownerId}),
      updated_at = ${now.toISOString()}::timestamptz
    from (values ${sql.join(values, sql`, `)}) as v(id, name, agreement_type, contract_type, start_date, end_date,
      renewal_window_start, renewal_window_end, non_renewal_notice_start, lifecycle, property_id, vendor_id,
      stored_status, owner_id)
    where ${contracts.id} = v.id and ${contracts.workspaceId} = ${workspaceId}::uuid`);
}
