import type { TProperty } from '@keydate/domain';
import { API_MSG } from '@keydate/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { properties } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { responsiblesOf } from './property-responsibles.ts';
import { toPropertyDto } from './to-property-dto.ts';

/** One property of the workspace; another workspace's and a malformed id answer 404 like a missing one. */
export async function getProperty(options: {
  db: Executor;
  workspaceId: string;
  propertyId: string;
}): Promise<TProperty> {
  const { db, workspaceId, propertyId } = options;
  if (!isUuid(propertyId)) throw notFound(API_MSG.propertyNotFound);
  const [property] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.workspaceId, workspaceId)))
    .limit(1);
  if (!property) throw notFound(API_MSG.propertyNotFound);
  return toPropertyDto(property, (await responsiblesOf(db, [property.id])).get(property.id) ?? []);
}
