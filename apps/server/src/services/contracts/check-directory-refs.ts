import { API_MSG, type TContractMetadata } from '@keydate/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { properties, users, vendors } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';

/**
 * Every property, the vendor and the owner a contract names must belong to the caller's workspace;
 * another workspace's id is refused exactly like one that does not exist (400, on the field that named it).
 */
export async function checkDirectoryRefs(options: {
  db: Executor;
  workspaceId: string;
  input: Pick<TContractMetadata, 'agreementType' | 'propertyId' | 'propertyIds' | 'vendorId' | 'ownerId'>;
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
  if (input.ownerId && !(await isMember(db, workspaceId, input.ownerId))) {
    errors.ownerId = API_MSG.unknownOwnerId;
  }
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
}

/** Whether `userId` is a person of the workspace (an id of another shape is not). */
export async function isMember(db: Executor, workspaceId: string, userId: string): Promise<boolean> {
  if (!isUuid(userId)) return false;
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.workspaceId, workspaceId), eq(users.id, userId)))
    .limit(1);
  return Boolean(user);
}
