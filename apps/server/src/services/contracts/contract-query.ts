// The one way contracts are read, in one statement: the row, its status for today (one SQL expression),
// its individual property and vendor, and an MSA's members as JSON from a correlated subquery on
// contract_properties' key, never one query per contract.
import type { TContractStatus, TRecordStatus } from '@keydate/domain';
import { eq, getTableName, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
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

// Columns written with their table's name (or an alias) in full. Drizzle writes the columns of a
// statement over one table without it, even inside subqueries, where a bare name would be taken from
// the nearest table that has such a column: these subqueries must not depend on which that is.
const qualified = (table: string, column: { name: string }) =>
  sql`${sql.identifier(table)}.${sql.identifier(column.name)}`;
const ofContract = (column: { name: string }) => qualified(getTableName(contracts), column);

type Directory = typeof properties | typeof vendors;

/** A property's or vendor's `{ _id, name, status }` as JSON, from its three columns. */
const refObject = (id: SQLWrapper, name: SQLWrapper, status: SQLWrapper) =>
  sql`json_build_object('_id', ${id}, 'name', ${name}, 'status', ${status})`;

/** `{ _id, name, status }` of the property or vendor under `alias` whose id is `id`, read by its key. */
function directoryRefJson(table: Directory, alias: string, id: SQL) {
  const column = (c: { name: string }) => qualified(alias, c);
  return sql`(select ${refObject(column(table.id), column(table.name), column(table.status))}
    from ${table} as ${sql.identifier(alias)} where ${column(table.id)} = ${id})`;
}

/** `{ _id, name, status }` of a left-joined property or vendor; null when the join found none. */
const joinedRefJson = (table: typeof individualProperty | typeof vendors) =>
  sql<DirectoryRef | null>`case when ${table.id} is null then null else ${refObject(table.id, table.name, table.status)} end`;

// An MSA's members in the order chosen, each property read by its key; an individual contract skips the
// subquery. (Joined instead, PostgreSQL hashes every property of the directory once per MSA.)
const member = (c: { name: string }) => qualified('member', c);
const membersJson = sql<
  DirectoryRef[] | null
>`(case when ${ofContract(contracts.agreementType)} = 'MSA' then (
  select json_agg(${directoryRefJson(properties, 'member_property', member(contractProperties.propertyId))}
    order by ${member(contractProperties.position)})
  from ${contractProperties} as ${sql.identifier('member')}
  where ${member(contractProperties.contractId)} = ${ofContract(contracts.id)}) end)`;

// The individual property and the vendor of one contract, each read by its key.
const propertyJson = sql<DirectoryRef | null>`${directoryRefJson(properties, 'embedded_property', ofContract(contracts.propertyId))}`;
const vendorJson = sql<DirectoryRef | null>`${directoryRefJson(vendors, 'embedded_vendor', ofContract(contracts.vendorId))}`;

/** The workspace's contracts revision (raised by triggers on every contract change), read in the same statement. */
export const contractsRevisionOf = (workspaceId: string | SQLWrapper) =>
  sql<number>`(select ${workspaces.contractsRevision} from ${workspaces} where ${workspaces.id} = ${workspaceId})`.mapWith(
    Number,
  );

/**
 * The select every contract read shares, not yet run: `status` is the status expression for today
 * (contractStatusSql) and `revisionOf`, when given, adds the workspace's contracts revision to each row.
 *
 * `directory` says how the individual property and the vendor are read. `joined` (the default) joins
 * them, as a read of many contracts wants and as an order by their names needs. `looked-up` reads
 * each by its key in a subquery, as a page of a few rows wants: PostgreSQL evaluates such subqueries
 * after the sort and limit, and otherwise hashes whole directories for ten rows.
 */
export function contractsQuery(
  db: Executor,
  options: {
    status: SQL<TContractStatus>;
    where: SQL | undefined;
    orderBy?: SQL[];
    revisionOf?: string | SQLWrapper;
    directory?: 'joined' | 'looked-up';
  },
) {
  const { status, where, orderBy = [], revisionOf, directory = 'joined' } = options;
  const joined = directory === 'joined';
  const query = db
    .select({
      row: contracts,
      status,
      property: joined ? joinedRefJson(individualProperty) : propertyJson,
      vendor: joined ? joinedRefJson(vendors) : vendorJson,
      members: membersJson,
      revision: revisionOf === undefined ? sql<number | null>`null` : contractsRevisionOf(revisionOf),
    })
    .from(contracts)
    .$dynamic();
  if (joined) query.leftJoin(individualProperty, onIndividualProperty).leftJoin(vendors, onVendor);
  return query.where(where).orderBy(...orderBy);
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
