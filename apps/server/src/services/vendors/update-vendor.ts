import type { TVendor } from '@keydate/domain';
import { API_MSG, type TVendorUpdate } from '@keydate/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contracts, vendors } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { refreshSortNames } from '../contracts/sort-names.ts';
import { toVendorDto } from './to-vendor-dto.ts';

/** Replaces a vendor's details within the workspace; a status left out is kept. */
export async function updateVendor(options: {
  db: Executor;
  workspaceId: string;
  vendorId: string;
  input: TVendorUpdate;
  now: Date;
}): Promise<TVendor> {
  const { db, workspaceId, vendorId, input, now } = options;
  if (!isUuid(vendorId)) throw notFound(API_MSG.vendorNotFound);
  let vendor: typeof vendors.$inferSelect | undefined;
  try {
    vendor = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(vendors)
        .set({
          name: input.name,
          contactPerson: input.contactPerson,
          email: input.email,
          phone: input.phone,
          ...(input.status ? { status: input.status } : {}),
          updatedAt: now,
        })
        .where(and(eq(vendors.id, vendorId), eq(vendors.workspaceId, workspaceId)))
        .returning();
      // Its contracts sort by its new name.
      if (updated) await refreshSortNames(tx, eq(contracts.vendorId, vendorId));
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(API_MSG.vendorNameTaken, { name: API_MSG.vendorNameTaken });
    throw error;
  }
  if (!vendor) throw notFound(API_MSG.vendorNotFound);
  return toVendorDto(vendor);
}
