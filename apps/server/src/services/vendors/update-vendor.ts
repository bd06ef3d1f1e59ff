import type { TVendor } from '@keydate/domain';
import { API_MSG, ZRecordStatus, ZVendorInput } from '@keydate/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { vendors } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { toVendorDto } from './to-vendor-dto.ts';

// The domain's input schema defaults a missing status to 'active', right for a new record but
// not for an edit: a client that leaves status out must not quietly reactivate a retired
// vendor. Lives here until packages/domain can carry it.
export const ZVendorUpdate = ZVendorInput.extend({ status: ZRecordStatus.optional() });

/** Replaces a vendor's details within the workspace; a status left out is kept. */
export async function updateVendor(options: {
  db: Executor;
  workspaceId: string;
  vendorId: string;
  input: z.output<typeof ZVendorUpdate>;
  now: Date;
}): Promise<TVendor> {
  const { db, workspaceId, vendorId, input, now } = options;
  if (!isUuid(vendorId)) throw notFound(API_MSG.vendorNotFound);
  let vendor: typeof vendors.$inferSelect | undefined;
  try {
    [vendor] = await db
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
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(API_MSG.vendorNameTaken, { name: API_MSG.vendorNameTaken });
    throw error;
  }
  if (!vendor) throw notFound(API_MSG.vendorNotFound);
  return toVendorDto(vendor);
}
