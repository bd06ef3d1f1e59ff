import type { TReminderLeadDays } from '@keydate/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { workspaces } from '../../db/schema/index.ts';

/** A workspace's reminder lead times (contracts without their own follow them). */
export async function getReminderSettings(options: {
  db: Executor;
  workspaceId: string;
}): Promise<TReminderLeadDays> {
  const [row] = await options.db
    .select({ leadDays: workspaces.reminderLeadDays })
    .from(workspaces)
    .where(eq(workspaces.id, options.workspaceId));
  if (!row) throw new Error('workspace not found');
  return row.leadDays;
}
