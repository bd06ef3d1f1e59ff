// The one way contracts are read: the row, its status for today (one SQL expression), its individual
// property and vendor by join, and MSA members in one batched query, never one query per contract.
import type { TContractStatus, TRecordStatus } from '@keydate/domain';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { contractProperties, contracts, properties, vendors } from '../../db/schema/index.ts';
import { contractStatusSql } from './status-sql.ts';

export interface DirectoryRef {
  _id: string;
  name: string;
  status: TRecordStatus;
}

export interface ContractRecord {
  row: typeof contracts.$inferSelect;
  status: TContractStatus;
  property: DirectoryRef | null;
  vendor: DirectoryRef | null;
  /** MSA properties in the order they were chosen; [] for an individual contract. */
  members: DirectoryRef[];
}

/** The individual contract's property, joined under its own name so sorts can refer to it. */
export const individualProperty = alias(properties, 'individual_property');

export async function loadContracts(
  db: Executor,
  options: { today: Date; where: SQL | undefined; orderBy?: SQL[]; limit?: number; offset?: number },
): Promise<ContractRecord[]> {
  const { today, where, orderBy = [], limit, offset = 0 } = options;
  let query = db
    .select({
      row: contracts,
      status: contractStatusSql(today),
      property: {
        _id: individualProperty.id,
        name: individualProperty.name,
        status: individualProperty.status,
      },
      vendor: { _id: vendors.id, name: vendors.name, status: vendors.status },
    })
    .from(contracts)
    .leftJoin(individualProperty, eq(individualProperty.id, contracts.propertyId))
    .leftJoin(vendors, eq(vendors.id, contracts.vendorId))
    .where(where)
    .orderBy(...orderBy)
    .$dynamic();
  if (limit !== undefined) query = query.limit(limit).offset(offset);
  const rows = await query;
  const members = await loadMembers(
    db,
    rows.filter((r) => r.row.agreementType === 'MSA').map((r) => r.row.id),
  );
  return rows.map((r) => ({ ...r, members: members.get(r.row.id) ?? [] }));
}

async function loadMembers(db: Executor, contractIds: string[]): Promise<Map<string, DirectoryRef[]>> {
  const byContract = new Map<string, DirectoryRef[]>();
  if (contractIds.length === 0) return byContract;
  const rows = await db
    .select({
      contractId: contractProperties.contractId,
      _id: properties.id,
      name: properties.name,
      status: properties.status,
    })
    .from(contractProperties)
    .innerJoin(properties, eq(properties.id, contractProperties.propertyId))
    .where(inArray(contractProperties.contractId, contractIds))
    .orderBy(asc(contractProperties.contractId), asc(contractProperties.position));
  for (const { contractId, ...ref } of rows) {
    const list = byContract.get(contractId) ?? [];
    list.push(ref);
    byContract.set(contractId, list);
  }
  return byContract;
}
