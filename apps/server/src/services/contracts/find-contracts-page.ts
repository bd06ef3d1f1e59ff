import {
  AGREEMENT_TYPES,
  CONTRACT_CATEGORIES,
  CONTRACT_STATUSES,
  statusLabel,
  type TContractListQuery,
  type TContractPage,
  type TContractStatus,
} from '@keydate/domain';
import { and, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
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
      const [counted] = await tx.select({ total: count() }).from(contracts).where(where);
      const total = counted?.total ?? 0;
      const page = Math.min(query.page ?? 1, Math.max(1, Math.ceil(total / pageSize)));
      const ids = tx
        .select({ id: contracts.id })
        .from(contracts)
        .where(where)
        .orderBy(...orderBy)
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const rows = await selectContracts(tx, status)
        .where(inArray(contracts.id, ids))
        .orderBy(...orderBy);
      return { items: rows.map((row) => toContract(row, answer)), total, page, pageSize };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

function conditionsOf(db: Executor, query: TContractListQuery, status: SQL<TContractStatus>, today: Date) {
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
        // Matched literally, as the domain's `includes` does.
        ilike(contracts.name, `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
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
