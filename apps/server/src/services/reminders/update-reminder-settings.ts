import type { TReminderLeadDays } from '@keydate/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { workspaces } from '../../db/schema/index.ts';

/**
 * An admin sets the workspace's lead times (already normalised by ZReminderLeadDays). The next sweep
 * plans by them; pending reminders for a lead time no longer listed are dropped there.
 */
export async function updateReminderSettings(options: {
  db: Executor;
  workspaceId: string;
  leadDays: TReminderLeadDays;
}): Promise<TReminderLeadDays> {
  const leadDays = { notice: options.leadDays.notice, end: options.leadDays.end };
  const [row] = await options.db
    .update(workspaces)
    .set({ reminderLeadDays: leadDays })
    .where(eq(workspaces.id, options.workspaceId))
    .returning({ leadDays: workspaces.reminderLeadDays });
  if (!row) throw new Error('workspace not found');
  return row.leadDays;
}
