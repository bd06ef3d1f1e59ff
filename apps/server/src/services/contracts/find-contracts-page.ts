import {
  AGREEMENT_TYPES,
  CONTRACT_CATEGORIES,
  CONTRACT_STATUSES,
  compareCodeUnits,
  statusLabel,
  type TCalendarDate,
  type TContractListQuery,
  type TContractPage,
  type TContractStatus,
} from '@keydate/domain';
import { and, count, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contractProperties, contracts } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { ContractAnswerContext } from './answer-context.ts';
import { contractOrder } from './contract-order.ts';
import { selectContracts, toContract } from './contract-query.ts';
import { contractStatusIsSql, contractStatusSql } from './status-sql.ts';

/**
 * The dashboard's list (DOMAIN.md difference 5): search, filters, sort and paging done by the database,
 * agreeing with the domain's queryContracts. The total and the page come from one snapshot; a page past
 * the end answers the last page. The page's ids are picked first, so a deep page reads only its own
 * contracts with their properties and vendor.
 */
export async function findContractsPage(options: {
  db: Executor;
  workspaceId: string;
  query: TContractListQuery;
  answer: ContractAnswerContext;
}): Promise<TContractPage> {
  const { db, workspaceId, query, answer } = options;
  const status = contractStatusSql(answer.today);
  const where = and(eq(contracts.workspaceId, workspaceId), ...conditionsOf(db, query, status, answer.today));
  const orderBy = contractOrder(query.sort, query.order, status);
  const { pageSize } = query;
  return db.transaction(
    async (tx) => {
      const byStatus = query.sort === 'status' ? await countByStatus(tx, where, status) : undefined;
      const total = byStatus ? [...byStatus.values()].reduce((a, b) => a + b, 0) : await countAll(tx, where);
      const page = Math.min(query.page ?? 1, Math.max(1, Math.ceil(total / pageSize)));
      const offset = (page - 1) * pageSize;
      const ids = byStatus
        ? await idsInStatusOrder(tx, {
            where,
            status,
            today: answer.today,
            order: query.order,
            byStatus,
            offset,
            pageSize,
          })
        : tx
            .select({ id: contracts.id })
            .from(contracts)
            .where(where)
            .orderBy(...orderBy)
            .limit(pageSize)
            .offset(offset);
      const rows = await selectContracts(tx, status)
        .where(inArray(contracts.id, ids))
        .orderBy(...orderBy);
      return { items: rows.map((row) => toContract(row, answer)), total, page, pageSize };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function countAll(db: Executor, where: SQL | undefined): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(contracts).where(where);
  return counted?.total ?? 0;
}

async function countByStatus(db: Executor, where: SQL | undefined, status: SQL<TContractStatus>) {
  // Grouped by the first column: written twice, the expression would bind its parameters twice and no
  // longer be the same expression to PostgreSQL.
  const rows = await db.select({ status, total: count() }).from(contracts).where(where).groupBy(sql`1`);
  return new Map(rows.map((row) => [row.status, row.total]));
}

/**
 * A page in status order, read status by status: the statuses in their order, each in name order (which
 * the name index serves), so no page sorts every contract by a status that depends on today. The
 * counts by status say which statuses the page spans and where in each it starts.
 */
async function idsInStatusOrder(
  db: Executor,
  options: {
    where: SQL | undefined;
    status: SQL<TContractStatus>;
    today: TCalendarDate;
    order: TContractListQuery['order'];
    byStatus: Map<TContractStatus, number>;
    offset: number;
    pageSize: number;
  },
): Promise<string[]> {
  const { where, today, order, byStatus, pageSize } = options;
  const byName = contractOrder('name', order, options.status);
  const statuses = [...CONTRACT_STATUSES].sort(compareCodeUnits);
  if (order === 'desc') statuses.reverse();
  const ids: string[] = [];
  let skip = options.offset;
  for (const status of statuses) {
    const inStatus = byStatus.get(status) ?? 0;
    if (skip >= inStatus) {
      skip -= inStatus;
      continue;
    }
    const rows = await db
      .select({ id: contracts.id })
      .from(contracts)
      .where(and(where, contractStatusIsSql(status, today)))
      .orderBy(...byName)
      .limit(pageSize - ids.length)
      .offset(skip);
    ids.push(...rows.map((row) => row.id));
    skip = 0;
    if (ids.length === pageSize) break;
  }
  return ids;
}

function conditionsOf(
  db: Executor,
  query: TContractListQuery,
  status: SQL<TContractStatus>,
  today: TCalendarDate,
) {
  const conditions: Array<SQL | undefined> = [];
  if (query.q) {
    // The domain's matchesSearch: the name contains the text, or a field with a fixed set of values
    // (category, agreement type, status and its label) has a value that does.
    const needle = query.q.toLowerCase();
    const matching = <T extends string>(list: readonly T[], label: (value: T) => string = (v) => v) =>
      list.filter((v) => v.toLowerCase().includes(needle) || label(v).toLowerCase().includes(needle));
    const categories = matching(CONTRACT_CATEGORIES);
    const agreements = matching(AGREEMENT_TYPES);
    const statuses = matching(CONTRACT_STATUSES, statusLabel);
    conditions.push(
      or(
        // Matched literally, as the domain's `includes` does, against the name folded when stored.
        like(contracts.nameFolded, sql`lower(${`%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`),
        categories.length > 0 ? inArray(contracts.contractType, categories) : undefined,
        agreements.length > 0 ? inArray(contracts.agreementType, agreements) : undefined,
        statuses.length > 0 ? sql`${status} in ${statuses}` : undefined,
      ),
    );
  }
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
  if (query.contractType) conditions.push(eq(contracts.contractType, query.contractType));
  if (query.status) conditions.push(contractStatusIsSql(query.status, today));
  return conditions;
}

function checkedId(id: string, field: string, message: string): string {
  if (!isUuid(id)) throw badRequest(message, { [field]: message });
  return id;
}
