import type { TContractListQuery } from '@keydate/domain';
import { and, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contractProperties, contracts } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { ContractAnswerContext } from './answer-context.ts';
import { contractOrder } from './contract-order.ts';
import { loadContracts } from './contract-query.ts';
import { contractStatusSql } from './status-sql.ts';
import { type ContractDto, toContractDto } from './to-contract-dto.ts';

export interface ContractPageDto {
  items: ContractDto[];
  total: number;
  page: number;
  pageSize: number;
}

// The search text is matched literally, as the domain's `includes` does.
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The dashboard's list (DOMAIN.md difference 5): search, filters, sort and paging done by the database,
 * agreeing with the domain's queryContracts. A page past the end answers the last page.
 */
export async function findContractsPage(options: {
  db: Executor;
  workspaceId: string;
  query: TContractListQuery;
  answer: ContractAnswerContext;
}): Promise<ContractPageDto> {
  const { db, workspaceId, query, answer } = options;
  const where = and(eq(contracts.workspaceId, workspaceId), ...filters(query, answer.today));
  const [counted] = await db.select({ total: count() }).from(contracts).where(where);
  const total = counted?.total ?? 0;
  const pageSize = query.pageSize;
  const page = Math.min(Math.max(1, query.page ?? 1), Math.max(1, Math.ceil(total / pageSize)));
  const records =
    total === 0
      ? []
      : await loadContracts(db, {
          today: answer.today,
          where,
          orderBy: contractOrder(query.sort, query.order, answer.today),
          limit: pageSize,
          offset: (page - 1) * pageSize,
        });
  return { items: records.map((record) => toContractDto(record, answer)), total, page, pageSize };
}

function filters(query: TContractListQuery, today: Date): SQL[] {
  const status = contractStatusSql(today);
  const conditions: Array<SQL | undefined> = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      or(
        ilike(contracts.name, pattern),
        ilike(contracts.contractType, pattern),
        ilike(contracts.agreementType, pattern),
        sql`${status} ilike ${pattern}`,
        // As the badge reads it: 'pending renewal'.
        sql`replace(${status}, '_', ' ') ilike ${pattern}`,
      ),
    );
  }
  if (query.propertyId) {
    const propertyId = checkedId(query.propertyId, 'propertyId', 'Property must be an id');
    conditions.push(
      or(
        eq(contracts.propertyId, propertyId),
        sql`exists (select 1 from ${contractProperties} where ${contractProperties.contractId} = ${contracts.id} and ${contractProperties.propertyId} = ${propertyId})`,
      ),
    );
  }
  if (query.vendorId) {
    conditions.push(eq(contracts.vendorId, checkedId(query.vendorId, 'vendorId', 'Vendor must be an id')));
  }
  if (query.contractType) conditions.push(eq(contracts.contractType, query.contractType));
  if (query.status) conditions.push(sql`${status} = ${query.status}`);
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

function checkedId(id: string, field: string, message: string): string {
  if (!isUuid(id)) throw badRequest(message, { [field]: message });
  return id;
}
