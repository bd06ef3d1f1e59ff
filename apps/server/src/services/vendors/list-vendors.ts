import type { TVendor } from '@keydate/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { vendors } from '../../db/schema/index.ts';
import { toVendorDto } from './to-vendor-dto.ts';

/** The vendors of one workspace, by name whatever its case. */
export async function listVendors(options: { db: Executor; workspaceId: string }): Promise<TVendor[]> {
  const rows = await options.db
    .select()
    .from(vendors)
    .where(eq(vendors.workspaceId, options.workspaceId))
    .orderBy(asc(sql`lower(${vendors.name})`), asc(vendors.id));
  return rows.map(toVendorDto);
}
