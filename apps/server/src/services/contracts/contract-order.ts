// The list's order in SQL, agreeing with the domain's contractComparator: the chosen key, then the
// name, then the id, all in the chosen direction. PostgreSQL puts NULLs last ascending and first
// descending, as the domain does with missing values. The status order is read status by status
// (find-contracts-page.ts), each in name order.
import type { TSortKey, TSortOrder } from '@keydate/domain';
import { asc, desc, type SQLWrapper, sql } from 'drizzle-orm';
import { contracts } from '../../db/schema/index.ts';

// One fixed collation on both engines (PostgreSQL and PGlite ship ICU's root collation), close to the
// domain's compareText; numeric ordering ('Unit 2' before 'Unit 10') is not applied in SQL.
export const byName = (column: SQLWrapper) => sql`${column} collate "und-x-icu"`;

export function contractOrder(key: Exclude<TSortKey, 'status'>, order: TSortOrder) {
  const direction = order === 'desc' ? desc : asc;
  const primary = {
    name: [],
    // Sort keys kept on the row (sort-names.ts), each order served by an index of its own.
    property: [byName(contracts.propertySortName), sql`${contracts.memberCount}`],
    vendor: [byName(contracts.vendorSortName)],
    startDate: [sql`${contracts.startDate}`],
  }[key];
  return [...primary, byName(contracts.name), sql`${contracts.id}`].map((part) => direction(part));
}
