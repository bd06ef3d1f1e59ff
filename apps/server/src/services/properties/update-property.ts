import type { TProperty } from '@keydate/domain';
import { API_MSG, type TPropertyUpdate } from '@keydate/domain';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contractProperties, contracts, properties } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { refreshSortNames } from '../contracts/sort-names.ts';
import { checkResponsibles, responsiblesOf, setResponsibles } from './property-responsibles.ts';
import { toPropertyDto } from './to-property-dto.ts';

/**
 * Renames a property of the workspace and/or sets its status and its responsible people; a status or a
 * list of responsible people left out is kept.
 */
export async function updateProperty(options: {
  db: Executor;
  workspaceId: string;
  propertyId: string;
  input: TPropertyUpdate;
  now: Date;
}): Promise<TProperty> {
  const { db, workspaceId, propertyId, input, now } = options;
  if (!isUuid(propertyId)) throw notFound(API_MSG.propertyNotFound);
  if (input.responsibleIds) await checkResponsibles(db, workspaceId, input.responsibleIds);
  let property: typeof properties.$inferSelect | undefined;
  try {
    property = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(properties)
        .set({ name: input.name, ...(input.status ? { status: input.status } : {}), updatedAt: now })
        .where(and(eq(properties.id, propertyId), eq(properties.workspaceId, workspaceId)))
        .returning();
      // The contracts it is the first property of sort by its new name.
      if (updated) {
        if (input.responsibleIds) await setResponsibles(tx, propertyId, input.responsibleIds);
        const covered = tx
          .select({ id: contractProperties.contractId })
          .from(contractProperties)
          .where(eq(contractProperties.propertyId, propertyId));
        await refreshSortNames(tx, or(eq(contracts.propertyId, propertyId), inArray(contracts.id, covered)));
      }
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict(API_MSG.propertyNameTaken, { name: API_MSG.propertyNameTaken });
    }
    throw error;
  }
  if (!property) throw notFound(API_MSG.propertyNotFound);
  return toPropertyDto(property, (await responsiblesOf(db, [property.id])).get(property.id) ?? []);
}
