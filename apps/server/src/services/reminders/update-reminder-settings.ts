import type { TReminderLeadDays, TWorkspaceReminderSettings } from '@keydate/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { workspaces } from '../../db/schema/index.ts';

/**
 * An admin sets the workspace's lead times (already normalised by ZReminderLeadDays) and, when given,
 * its escalation days. The next sweep plans by them; pending reminders for a lead time no longer listed
 * are dropped there.
 */
export async function updateReminderSettings(options: {
  db: Executor;
  workspaceId: string;
  leadDays: TReminderLeadDays;
  escalationDays?: number | null | undefined;
}): Promise<TWorkspaceReminderSettings> {
  const leadDays = { notice: options.leadDays.notice, end: options.leadDays.end };
  const [row] = await options.db
    .update(workspaces)
    .set({
      reminderLeadDays: leadDays,
      ...(options.escalationDays === undefined ? {} : { escalationDays: options.escalationDays }),
    })
    .where(eq(workspaces.id, options.workspaceId))
    .returning({ leadDays: workspaces.reminderLeadDays, escalationDays: workspaces.escalationDays });
  if (!row) throw new Error('workspace not found');
  return { ...row.leadDays, escalationDays: row.escalationDays };
}
