import {
  AGREEMENT_TYPES,
  CONTRACT_CATEGORIES,
  CONTRACT_STATUSES,
  compareCodeUnits,
  statusLabel,
  type TCalendarDate,
  type TContractListQuery,
  type TContractPage,
} from '@keydate/domain';
import { and, count, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contractProperties, contracts } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { ContractAnswerContext } from './answer-context.ts';
import { contractOrder } from './contract-order.ts';
import { selectContracts, toContract } from './contract-query.ts';
import { currentTermSql, termColumns } from './current-term-sql.ts';
import { documentMatches, documentPassage, passageParts } from './document-search.ts';
import { contractStatusIsSql, contractStatusSql } from './status-sql.ts';

/**
 * The dashboard's list (docs/domain.md, Contracts list): search, filters, sort and paging by the database,
 * agreeing with the domain's queryContracts. The counts and the page come from one snapshot; a page past
 * the end answers the last page. The page's ids are picked first, so a deep page reads only its own
 * contracts with their properties and vendor. The status order is read status by status, each in name
 * order (which the name index serves), so no page sorts every contract by a status that depends on today.
 */
export async function findContractsPage(options: {
  db: Executor;
  workspaceId: string;
  query: TContractListQuery;
  answer: ContractAnswerContext;
}): Promise<TContractPage> {
  const { db, query, answer } = options;
  const { order, pageSize } = query;
  const orderBy = contractOrder(orderInRun(query), order);
  const reversed = contractOrder(orderInRun(query), order === 'asc' ? 'desc' : 'asc');
  return db.transaction(
    async (tx) => {
      const runs = await runsOf(tx, options.workspaceId, query, answer.today);
      const total = runs.reduce((sum, run) => sum + run.total, 0);
      const page = Math.min(query.page ?? 1, Math.max(1, Math.ceil(total / pageSize)));
      const ids: string[] = [];
      let skip = (page - 1) * pageSize;
      for (const run of runs) {
        if (skip >= run.total) {
          skip -= run.total;
          continue;
        }
        // Read from the nearer end of the order, so a page skips at most half of its run.
        const take = Math.min(pageSize - ids.length, run.total - skip);
        const fromEnd = skip > run.total - skip - take;
        const rows = await tx
          .select({ id: contracts.id })
          .from(contracts)
          .where(run.where)
          .orderBy(...(fromEnd ? reversed : orderBy))
          .limit(take)
          .offset(fromEnd ? run.total - skip - take : skip);
        ids.push(...(fromEnd ? rows.reverse() : rows).map((row) => row.id));
        skip = 0;
        if (ids.length === pageSize) break;
      }
      const passage = query.q ? documentPassage(query.q) : sql<null>`null`;
      const rows = await selectContracts(tx, { passage }).where(inArray(contracts.id, ids));
      rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
      const items = rows.map((row) => ({
        ...toContract(row, answer),
        ...(row.passage === null ? {} : { documentMatch: { parts: passageParts(row.passage) } }),
      }));
      return { items, total, page, pageSize };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * Every contract of the list's view (its search, filters and sort; no page), as ids in the list's order,
 * from one snapshot: what an export of the view writes, row after row.
 */
export async function findContractIdsInView(options: {
  db: Executor;
  workspaceId: string;
  query: TContractListQuery;
  today: TCalendarDate;
}): Promise<string[]> {
  const { db, workspaceId, query, today } = options;
  const orderBy = contractOrder(orderInRun(query), query.order);
  return db.transaction(
    async (tx) => {
      const ids: string[] = [];
      for (const run of await runsOf(tx, workspaceId, query, today)) {
        if (run.total === 0) continue;
        const rows = await tx
          .select({ id: contracts.id })
          .from(contracts)
          .where(run.where)
          .orderBy(...orderBy);
        ids.push(...rows.map((row) => row.id));
      }
      return ids;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The order within a run: the status order is read status by status, each in name order. */
const orderInRun = (query: TContractListQuery) => (query.sort === 'status' ? 'name' : query.sort);

/**
 * The runs of contracts a page is read from, in order, all counted by one statement. A search lists the
 * contracts whose name or fields match first, then those only their document matches; the status order
 * reads each of those status by status.
 */
async function runsOf(db: Executor, workspaceId: string, query: TContractListQuery, today: TCalendarDate) {
  const where = and(eq(contracts.workspaceId, workspaceId), ...conditionsOf(db, query, today));
  const fields = query.q ? fieldsMatch(query.q, today) : undefined;
  const documents = query.q ? documentMatches(query.q, workspaceId) : undefined;
  const ranks = [fields, ...(documents ? [and(sql`not coalesce(${fields}, false)`, documents)] : [])];
  const byStatus = query.sort === 'status';
  const counts = await db
    .select({
      // Grouped by the first column: written twice, the expression would bind its parameters twice and
      // no longer be the same expression to PostgreSQL.
      status: byStatus ? contractStatusSql(today) : sql<undefined>`null`,
      total: count(),
      byFields: fields ? sql<number>`count(*) filter (where ${fields})`.mapWith(Number) : count(),
    })
    .from(contracts)
    .where(and(where, or(fields, documents)))
    .groupBy(...(byStatus ? [sql`1`] : []));
  const statuses = byStatus ? [...CONTRACT_STATUSES].sort(compareCodeUnits) : [undefined];
  if (query.order === 'desc') statuses.reverse();
  return ranks.flatMap((rank, i) =>
    statuses.map((status) => {
      const counted = counts.find((row) => (row.status ?? undefined) === status);
      const total = counted ? (i === 0 ? counted.byFields : counted.total - counted.byFields) : 0;
      return { where: and(where, rank, status && contractStatusIsSql(status, today)), total };
    }),
  );
}

/**
 * The domain's matchesSearch: the name contains the text, or a field with a fixed set of values (category,
 * agreement type, status and its label) has a value that does.
 */
function fieldsMatch(q: string, today: TCalendarDate): SQL | undefined {
  const needle = q.toLowerCase();
  const matching = <T extends string>(list: readonly T[], label: (value: T) => string = (v) => v) =>
    list.filter((v) => v.toLowerCase().includes(needle) || label(v).toLowerCase().includes(needle));
  const categories = matching(CONTRACT_CATEGORIES);
  const agreements = matching(AGREEMENT_TYPES);
  return or(
    // Matched literally, as the domain's `includes` does, against the name folded when stored; folded by a
    // subquery, so a prepared statement folds it once rather than for every contract.
    like(contracts.nameFolded, sql`(select lower(${`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}))`),
    categories.length > 0 ? inArray(contracts.contractType, categories) : undefined,
    agreements.length > 0 ? inArray(contracts.agreementType, agreements) : undefined,
    ...matching(CONTRACT_STATUSES, statusLabel).map((status) => contractStatusIsSql(status, today)),
  );
}

function conditionsOf(db: Executor, query: TContractListQuery, today: TCalendarDate) {
  const conditions: Array<SQL | undefined> = [];
  if (query.propertyId) {
    // Its individual contracts and the MSAs covering it, as one list of ids, so only those rows are read.
    const propertyId = checkedId(query.propertyId, 'propertyId', 'Property must be an id');
    const individual = db
      .select({ id: contracts.id })
      .from(contracts)
      .where(eq(contracts.propertyId, propertyId));
    const covering = db
      .select({ id: contractProperties.contractId })
      .from(contractProperties)
      .where(eq(contractProperties.propertyId, propertyId));
    conditions.push(inArray(contracts.id, individual.unionAll(covering)));
  }
  if (query.vendorId) {
    conditions.push(eq(contracts.vendorId, checkedId(query.vendorId, 'vendorId', 'Vendor must be an id')));
  }
  if (query.ownerId) {
    conditions.push(eq(contracts.ownerId, checkedId(query.ownerId, 'ownerId', 'Owner must be an id or me')));
  }
  if (query.contractType) conditions.push(eq(contracts.contractType, query.contractType));
  if (query.status) conditions.push(contractStatusIsSql(query.status, today));
  if (query.awaitingDecision) conditions.push(awaitingDecisionSql(today));
  return conditions;
}

function checkedId(id: string, field: string, message: string): string {
  if (!isUuid(id)) throw badRequest(message, { [field]: message });
  return id;
}

/** The list's query with 'Owner: me' (`ownerId=me`) as the id of the person asking. */
export function withOwnerMe<Q extends Pick<TContractListQuery, 'ownerId'>>(query: Q, userId: string): Q {
  return query.ownerId === 'me' ? { ...query, ownerId: userId } : query;
}

/**
 * The contracts whose current term awaits its renewal decision: in its evaluation window, with no decision
 * recorded and its notice still due (columns named with their table: a select from one table leaves them
 * bare).
 */
function awaitingDecisionSql(today: TCalendarDate): SQL {
  const term = currentTermSql(today, termColumns('"contracts"'));
  return sql`(${contractStatusIsSql('pending_renewal', today)}
    and ${term.noticeDue} is not null
    and not exists (
      select 1 from contract_decisions d where d.contract_id = "contracts".id and d.term = ${term.number}))`;
}
