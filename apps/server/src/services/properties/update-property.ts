import type { TProperty } from '@keydate/domain';
import { API_MSG, ZPropertyInput, ZRecordStatus } from '@keydate/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { properties } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { toPropertyDto } from './to-property-dto.ts';

// The domain's input schema defaults a missing status to 'active', right for a new record but
// not for an edit: a client that leaves status out must not quietly reactivate a retired
// property. Lives here until packages/domain can carry it.
export const ZPropertyUpdate = ZPropertyInput.extend({ status: ZRecordStatus.optional() });

/** Renames a property of the workspace and/or sets its status; a status left out is kept. */
export async function updateProperty(options: {
  db: Executor;
  workspaceId: string;
  propertyId: string;
  input: z.output<typeof ZPropertyUpdate>;
  now: Date;
}): Promise<TProperty> {
  const { db, workspaceId, propertyId, input, now } = options;
  if (!isUuid(propertyId)) throw notFound(API_MSG.propertyNotFound);
  let property: typeof properties.$inferSelect | undefined;
  try {
    [property] = await db
      .update(properties)
      .set({ name: input.name, ...(input.status ? { status: input.status } : {}), updatedAt: now })
      .where(and(eq(properties.id, propertyId), eq(properties.workspaceId, workspaceId)))
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict(API_MSG.propertyNameTaken, { name: API_MSG.propertyNameTaken });
    }
    throw error;
  }
  if (!property) throw notFound(API_MSG.propertyNotFound);
  return toPropertyDto(property);
}
