import type { TProperty } from '@keydate/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { properties } from '../../db/schema/index.ts';
import { responsiblesOf } from './property-responsibles.ts';
import { toPropertyDto } from './to-property-dto.ts';

/** The properties of one workspace, by name whatever its case, with their responsible people. */
export async function listProperties(options: { db: Executor; workspaceId: string }): Promise<TProperty[]> {
  const rows = await options.db
    .select()
    .from(properties)
    .where(eq(properties.workspaceId, options.workspaceId))
    .orderBy(asc(sql`lower(${properties.name})`), asc(properties.id));
  const responsibles = await responsiblesOf(
    options.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toPropertyDto(row, responsibles.get(row.id) ?? []));
}
