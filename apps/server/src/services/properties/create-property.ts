import type { TProperty } from '@keydate/domain';
import { API_MSG, type ZPropertyInput } from '@keydate/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { properties } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict } from '../../lib/http-error.ts';
import { toPropertyDto } from './to-property-dto.ts';

/**
 * Adds a property to the workspace. The unique index on (workspace, lower(name)) is the one
 * judge of a duplicate name, so two people adding the same name at once get one 201 and one 409.
 */
export async function createProperty(options: {
  db: Executor;
  workspaceId: string;
  input: z.output<typeof ZPropertyInput>;
  now: Date;
}): Promise<TProperty> {
  const { db, workspaceId, input, now } = options;
  try {
    const [property] = await db
      .insert(properties)
      .values({ workspaceId, name: input.name, status: input.status, createdAt: now, updatedAt: now })
      .returning();
    if (!property) throw new Error('property not created');
    return toPropertyDto(property);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict(API_MSG.propertyNameTaken, { name: API_MSG.propertyNameTaken });
    }
    throw error;
  }
}
