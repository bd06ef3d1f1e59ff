// The list's order in SQL, agreeing with the domain's contractComparator: the chosen key, then the
// name, then the id, all in the chosen direction. PostgreSQL puts NULLs last ascending and first
// descending, as the domain does with missing values.
import type { TSortKey, TSortOrder } from '@keydate/domain';
import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { contractProperties, contracts, properties, vendors } from '../../db/schema/index.ts';
import { individualProperty } from './contract-query.ts';

// One fixed collation on both engines (PostgreSQL and PGlite ship ICU's root collation), close to the
// domain's compareText; numeric ordering ('Unit 2' before 'Unit 10') is not applied in SQL.
export const byName = (column: SQL | typeof contracts.name) => sql`${column} collate "und-x-icu"`;

// An MSA's first property is its first chosen member.
const firstPropertyName = sql`coalesce(${individualProperty.name}, (
  select ${properties.name} from ${contractProperties}
  inner join ${properties} on ${eq(properties.id, contractProperties.propertyId)}
  where ${contractProperties.contractId} = ${contracts.id}
  order by ${contractProperties.position} limit 1))`;

const memberCount = sql`(select count(*) from ${contractProperties} where ${contractProperties.contractId} = ${contracts.id})`;

/** Whether contractOrder for this key refers to the joined individual property or vendor. */
export const orderReadsDirectory = (key: TSortKey): boolean => key === 'property' || key === 'vendor';

/** `status` is the status expression of the query (contractStatusSql), for the Status sort. */
export function contractOrder(key: TSortKey, order: TSortOrder, status: SQL): SQL[] {
  const direction = order === 'desc' ? desc : asc;
  const primary: SQL[] = {
    name: [],
    property: [byName(firstPropertyName), memberCount],
    vendor: [byName(sql`${vendors.name}`)],
    startDate: [sql`${contracts.startDate}`],
    status: [sql`${status} collate "C"`],
  }[key];
  return [...primary, byName(contracts.name), sql`${contracts.id}`].map((part) => direction(part));
}
