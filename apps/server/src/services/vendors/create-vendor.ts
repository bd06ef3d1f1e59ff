import type { TVendor } from '@keydate/domain';
import { API_MSG, type ZVendorInput } from '@keydate/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { vendors } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict } from '../../lib/http-error.ts';
import { toVendorDto } from './to-vendor-dto.ts';

/**
 * Adds a vendor to the workspace. The unique index on (workspace, lower(name)) is the one judge
 * of a duplicate name, so two people adding the same name at once get one 201 and one 409.
 */
export async function createVendor(options: {
  db: Executor;
  workspaceId: string;
  input: z.output<typeof ZVendorInput>;
  now: Date;
}): Promise<TVendor> {
  const { db, workspaceId, input, now } = options;
  try {
    const [vendor] = await db
      .insert(vendors)
      .values({
        workspaceId,
        name: input.name,
        contactPerson: input.contactPerson,
        email: input.email,
        phone: input.phone,
        status: input.status,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!vendor) throw new Error('vendor not created');
    return toVendorDto(vendor);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(API_MSG.vendorNameTaken, { name: API_MSG.vendorNameTaken });
    throw error;
  }
}
