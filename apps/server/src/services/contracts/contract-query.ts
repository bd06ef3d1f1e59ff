// The one way contracts are read, in one statement: the row, its status for today (one SQL expression),
// its individual property and vendor by join, and an MSA's members as JSON from a correlated subquery
// on contract_properties' key, never one query per contract.
import type { TContractStatus, TRecordStatus } from '@keydate/domain';
import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { contractProperties, contracts, properties, vendors, workspaces } from '../../db/schema/index.ts';
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

/** How a contract read reaches its individual property and its vendor (left joins: either may be absent). */
export const onIndividualProperty = eq(individualProperty.id, contracts.propertyId);
export const onVendor = eq(vendors.id, contracts.vendorId);

// An MSA's members joined to their properties by key, in the order chosen; an individual contract
// skips the subquery.
const membersJson = sql<DirectoryRef[] | null>`(case when ${contracts.agreementType} = 'MSA' then (
  select json_agg(json_build_object('_id', ${properties.id}, 'name', ${properties.name}, 'status', ${properties.status})
    order by ${contractProperties.position})
  from ${contractProperties}
  inner join ${properties} on ${properties.id} = ${contractProperties.propertyId}
  where ${contractProperties.contractId} = ${contracts.id}) end)`;

/** The workspace's contracts revision (raised by triggers on every contract change), read in the same statement. */
export const contractsRevisionOf = (workspaceId: string | SQLWrapper) =>
  sql<number>`(select ${workspaces.contractsRevision} from ${workspaces} where ${workspaces.id} = ${workspaceId})`.mapWith(
    Number,
  );

/**
 * The select every contract read shares, not yet run: `status` is the status expression for today
 * (contractStatusSql) and `revisionOf`, when given, adds the workspace's contracts revision to each row.
 */
export function contractsQuery(
  db: Executor,
  options: {
    status: SQL<TContractStatus>;
    where: SQL | undefined;
    orderBy?: SQL[];
    revisionOf?: string | SQLWrapper;
  },
) {
  const { status, where, orderBy = [], revisionOf } = options;
  return db
    .select({
      row: contracts,
      status,
      property: {
        _id: individualProperty.id,
        name: individualProperty.name,
        status: individualProperty.status,
      },
      vendor: { _id: vendors.id, name: vendors.name, status: vendors.status },
      members: membersJson,
      revision: revisionOf === undefined ? sql<number | null>`null` : contractsRevisionOf(revisionOf),
    })
    .from(contracts)
    .leftJoin(individualProperty, onIndividualProperty)
    .leftJoin(vendors, onVendor)
    .where(where)
    .orderBy(...orderBy)
    .$dynamic();
}

type ContractRow = Awaited<ReturnType<typeof contractsQuery>>[number];

/** Rows of contractsQuery as records, with the revision of their snapshot (undefined without rows). */
export function toContractRecords(rows: ContractRow[]): {
  records: ContractRecord[];
  revision: number | undefined;
} {
  const records = rows.map(({ members, revision: _revision, ...record }) => ({
    ...record,
    members: members ?? [],
  }));
  const revision = rows[0]?.revision;
  return { records, revision: revision === null || revision === undefined ? undefined : revision };
}

export async function loadContracts(
  db: Executor,
  options: { today: Date; where: SQL | undefined; orderBy?: SQL[] },
): Promise<ContractRecord[]> {
  const rows = await contractsQuery(db, { ...options, status: contractStatusSql(options.today) });
  return toContractRecords(rows).records;
}
