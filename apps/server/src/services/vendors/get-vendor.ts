import type { TVendor } from '@keydate/domain';
import { API_MSG } from '@keydate/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { vendors } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { toVendorDto } from './to-vendor-dto.ts';

/** One vendor of the workspace; another workspace's and a malformed id answer 404 like a missing one. */
export async function getVendor(options: {
  db: Executor;
  workspaceId: string;
  vendorId: string;
}): Promise<TVendor> {
  const { db, workspaceId, vendorId } = options;
  if (!isUuid(vendorId)) throw notFound(API_MSG.vendorNotFound);
  const [vendor] = await db
    .select()
    .from(vendors)
    .where(and(eq(vendors.id, vendorId), eq(vendors.workspaceId, workspaceId)))
    .limit(1);
  if (!vendor) throw notFound(API_MSG.vendorNotFound);
  return toVendorDto(vendor);
}
