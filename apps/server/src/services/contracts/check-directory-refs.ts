import { API_MSG, type TContractMetadata } from '@keydate/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { properties, vendors } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';

/**
 * Every property and the vendor a contract names must belong to the caller's workspace; another
 * workspace's id is refused exactly like one that does not exist (400, on the field that named it).
 */
export async function checkDirectoryRefs(options: {
  db: Executor;
  workspaceId: string;
  input: Pick<TContractMetadata, 'agreementType' | 'propertyId' | 'propertyIds' | 'vendorId'>;
}): Promise<void> {
  const { db, workspaceId, input } = options;
  const errors: Record<string, string> = {};
  const propertyIds = input.agreementType === 'MSA' ? input.propertyIds : [input.propertyId ?? ''];
  const wanted = propertyIds.filter(isUuid);
  const found =
    wanted.length === 0
      ? []
      : await db
          .select({ id: properties.id })
          .from(properties)
          .where(and(eq(properties.workspaceId, workspaceId), inArray(properties.id, wanted)));
  const known = new Set(found.map((row) => row.id.toLowerCase()));
  if (propertyIds.some((id) => !known.has(id.toLowerCase()))) {
    errors[input.agreementType === 'MSA' ? 'propertyIds' : 'propertyId'] = API_MSG.unknownPropertyId;
  }
  if (input.vendorId) {
    const [vendor] = isUuid(input.vendorId)
      ? await db
          .select({ id: vendors.id })
          .from(vendors)
          .where(and(eq(vendors.workspaceId, workspaceId), eq(vendors.id, input.vendorId)))
          .limit(1)
      : [];
    if (!vendor) errors.vendorId = API_MSG.unknownVendorId;
  }
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
}
