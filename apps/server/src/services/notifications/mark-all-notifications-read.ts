import type { TCalendarDate } from '@keydate/domain';
import type { Executor } from '../../db/client.ts';
import { notificationReads } from '../../db/schema/index.ts';
import { findCurrentNotifications } from './find-current-notifications.ts';

/** Marks every current notification of the workspace read for this person, in one insert. */
export async function markAllNotificationsRead(options: {
  db: Executor;
  workspaceId: string;
  userId: string;
  today: TCalendarDate;
  now: Date;
}): Promise<void> {
  const { db, workspaceId, userId, today, now } = options;
  const current = await findCurrentNotifications({ db, workspaceId, today });
  if (current.length === 0) return;
  await db
    .insert(notificationReads)
    .values(current.map((n) => ({ userId, notificationId: n.id, readAt: now })))
    .onConflictDoNothing();
}
