// The one way contracts are read for an answer (one contract, the full list, a page, the calendar
// feed), in one statement: the columns an answer shows, its status for today (one SQL expression),
// an MSA's members' ids in the order chosen, and the workspace's revisions in the same snapshot. The
// property and vendor objects an answer embeds come from the workspace's directory in memory
// (workspace-directory.ts), so no read looks up a property or vendor per row.
import type { TContractStatus, TLifecycle, TReminderLeadDays } from '@keydate/domain';
import { eq, getTableName, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { contractProperties, contracts, properties, vendors } from '../../db/schema/index.ts';
import type { SessionScopeSql } from './session-scope.ts';
import { type AnswerLinks, type ContractDto, toContractDto } from './to-contract-dto.ts';
import {
  directoryAt,
  directoryRevisionOf,
  readDirectory,
  type WorkspaceDirectory,
} from './workspace-directory.ts';

/** The individual contract's property, joined under its own name so sorts can refer to it. */
export const individualProperty = alias(properties, 'individual_property');

/** How a contract read reaches its individual property and its vendor (left joins: either may be absent). */
export const onIndividualProperty = eq(individualProperty.id, contracts.propertyId);
export const onVendor = eq(vendors.id, contracts.vendorId);

// Columns written with their table's name in full. Drizzle writes the columns of a statement over one
// table without it, even inside subqueries, where a bare name would be taken from the nearest table
// that has such a column: a subquery must not depend on which that is.
const ofContract = (column: { name: string }) =>
  sql`${sql.identifier(getTableName(contracts))}.${sql.identifier(column.name)}`;

// An MSA's members' ids in the order chosen, by contract_properties' key; an individual contract skips it.
const member = (column: { name: string }) => sql`${sql.identifier('member')}.${sql.identifier(column.name)}`;
const memberIds = sql`(case when ${ofContract(contracts.agreementType)} = 'MSA' then array(
  select ${member(contractProperties.propertyId)} from ${contractProperties} as ${sql.identifier('member')}
  where ${member(contractProperties.contractId)} = ${ofContract(contracts.id)}
  order by ${member(contractProperties.position)}) end)`;

/** A timestamp as UTC, which JSON writes as 'YYYY-MM-DDTHH:MM:SS[.ffffff]' (isoFromUtcTimestamp). */
const utc = (column: SQLWrapper) => sql`(${column} at time zone 'UTC')`;

/**
 * What an answer shows of one contract, as the database gives it: one JSON array per contract, which
 * the server reads with one JSON.parse instead of twenty-odd columns one by one (to-contract-dto.ts
 * reads it by position, in this order).
 */
export type ContractAnswerTuple = [
  id: string,
  name: string,
  agreementType: 'INDIVIDUAL' | 'MSA',
  contractType: string,
  status: TContractStatus,
  startDate: string,
  endDate: string | null,
  renewalWindowStart: string | null,
  renewalWindowEnd: string | null,
  nonRenewalNoticeStart: string | null,
  documentKey: string | null,
  documentName: string | null,
  propertyId: string | null,
  vendorId: string | null,
  memberIds: string[] | null,
  lifecycle: TLifecycle,
  reminderLeadDays: TReminderLeadDays | null,
  createdAt: string,
  updatedAt: string,
];

function answerTuple(status: SQL<TContractStatus>) {
  const c = contracts;
  return sql<ContractAnswerTuple>`json_build_array(${sql.join(
    [
      c.id,
      c.name,
      c.agreementType,
      c.contractType,
      status,
      utc(c.startDate),
      utc(c.endDate),
      utc(c.renewalWindowStart),
      utc(c.renewalWindowEnd),
      utc(c.nonRenewalNoticeStart),
      c.documentKey,
      c.documentName,
      c.propertyId,
      c.vendorId,
      memberIds,
      c.lifecycle,
      c.reminderLeadDays,
      utc(c.createdAt),
      utc(c.updatedAt),
    ],
    sql`, `,
  )})`;
}

/**
 * The select every contract read shares, not yet run. `status` is the status expression for today
 * (contractStatusSql). `of` says whose directory revision comes with every row: the workspace of
 * `workspaceId`, or of a session scope the statement starts with (session-scope.ts), which adds the
 * workspace's contracts revision too. `joinDirectory` joins the individual property and the vendor,
 * as an order by their names needs.
 */
export function contractAnswersQuery(
  db: Executor,
  options: {
    status: SQL<TContractStatus>;
    of: { workspaceId: string } | { scope: SessionScopeSql };
    where: SQL | undefined;
    orderBy?: SQL[];
    joinDirectory?: boolean;
  },
) {
  const { status, of, where, orderBy = [], joinDirectory = false } = options;
  const scope = 'scope' in of ? of.scope : undefined;
  const query = (scope ? db.with(scope.cte) : db)
    .select({
      answer: answerTuple(status),
      workspaceId: contracts.workspaceId,
      directoryRevision: 'scope' in of ? of.scope.directoryRevision : directoryRevisionOf(of.workspaceId),
      revision: scope ? scope.contractsRevision : sql<number | null>`null`,
    })
    .from(contracts)
    .$dynamic();
  if (joinDirectory) query.leftJoin(individualProperty, onIndividualProperty).leftJoin(vendors, onVendor);
  return query.where(where).orderBy(...orderBy);
}

export type ContractAnswerRow = Awaited<ReturnType<typeof contractAnswersQuery>>[number];

/**
 * Rows of contractAnswersQuery (of one workspace) as the API's answers, with the contracts revision of
 * their snapshot (undefined without rows or when not read). Their properties and vendors come from
 * the workspace's directory at the rows' directory revision.
 */
export async function toContractAnswers(
  db: Executor,
  rows: ContractAnswerRow[],
  context: AnswerLinks,
): Promise<{ answers: ContractDto[]; revision: number | undefined }> {
  const first = rows[0];
  if (!first) return { answers: [], revision: undefined };
  const { workspaceId } = first;
  let directory = await directoryAt(db, workspaceId, first.directoryRevision);
  if (!rows.every((row) => refersWithin(row, directory))) {
    // Not expected (a kept directory holds what its revision held, and a fresh read anything older);
    // read it once more rather than answer a contract without its property or vendor.
    directory = await readDirectory(db, workspaceId);
  }
  const answers = rows.map((row) => toContractDto(row.answer, directory, context));
  return { answers, revision: first.revision ?? undefined };
}

function refersWithin({ answer }: ContractAnswerRow, directory: WorkspaceDirectory): boolean {
  const [agreementType, propertyId, vendorId, memberIds] = [answer[2], answer[12], answer[13], answer[14]];
  if (vendorId !== null && !directory.vendors.has(vendorId)) return false;
  if (agreementType === 'MSA') return (memberIds ?? []).every((id) => directory.properties.has(id));
  return propertyId === null || directory.properties.has(propertyId);
}
