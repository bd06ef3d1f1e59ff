import type { TVendor } from '@keydate/domain';
import type { vendors } from '../../db/schema/index.ts';

/** The one place a vendor row becomes the API's vendor object (`_id` as the id). */
export function toVendorDto(vendor: typeof vendors.$inferSelect): TVendor {
  return {
    _id: vendor.id,
    name: vendor.name,
    contactPerson: vendor.contactPerson,
    email: vendor.email,
    phone: vendor.phone,
    status: vendor.status,
    createdAt: vendor.createdAt.toISOString(),
    updatedAt: vendor.updatedAt.toISOString(),
  };
}
