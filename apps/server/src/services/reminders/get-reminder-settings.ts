import type { TWorkspaceReminderSettings } from '@keydate/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { workspaces } from '../../db/schema/index.ts';

/** A workspace's reminder lead times (contracts without their own follow them) and escalation days. */
export async function getReminderSettings(options: {
  db: Executor;
  workspaceId: string;
}): Promise<TWorkspaceReminderSettings> {
  const [row] = await options.db
    .select({ leadDays: workspaces.reminderLeadDays, escalationDays: workspaces.escalationDays })
    .from(workspaces)
    .where(eq(workspaces.id, options.workspaceId));
  if (!row) throw new Error('workspace not found');
  return { ...row.leadDays, escalationDays: row.escalationDays };
}
