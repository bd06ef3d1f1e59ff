import type { TMember, TProperty } from '@keydate/domain';
import type { properties } from '../../db/schema/index.ts';

/** The one place a property row becomes the API's property object (`_id` as the id). */
export function toPropertyDto(property: typeof properties.$inferSelect, responsibles: TMember[]): TProperty {
  return {
    _id: property.id,
    name: property.name,
    status: property.status,
    responsibles,
    createdAt: property.createdAt.toISOString(),
    updatedAt: property.updatedAt.toISOString(),
  };
}
