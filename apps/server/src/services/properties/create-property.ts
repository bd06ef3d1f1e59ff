import type { TProperty } from '@keydate/domain';
import { API_MSG, type ZPropertyInput } from '@keydate/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { properties } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict } from '../../lib/http-error.ts';
import { checkResponsibles, responsiblesOf, setResponsibles } from './property-responsibles.ts';
import { toPropertyDto } from './to-property-dto.ts';

/**
 * Adds a property to the workspace, with its responsible people. The unique index on (workspace, lower(name)) is the one
 * judge of a duplicate name, so two people adding the same name at once get one 201 and one 409.
 */
export async function createProperty(options: {
  db: Executor;
  workspaceId: string;
  input: z.output<typeof ZPropertyInput>;
  now: Date;
}): Promise<TProperty> {
  const { db, workspaceId, input, now } = options;
  const responsibleIds = input.responsibleIds ?? [];
  await checkResponsibles(db, workspaceId, responsibleIds);
  try {
    const property = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(properties)
        .values({ workspaceId, name: input.name, status: input.status, createdAt: now, updatedAt: now })
        .returning();
      if (!created) throw new Error('property not created');
      await setResponsibles(tx, created.id, responsibleIds);
      return created;
    });
    return toPropertyDto(property, (await responsiblesOf(db, [property.id])).get(property.id) ?? []);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict(API_MSG.propertyNameTaken, { name: API_MSG.propertyNameTaken });
    }
    throw error;
  }
}
