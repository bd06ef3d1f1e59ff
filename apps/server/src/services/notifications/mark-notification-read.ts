import { API_MSG, type TCalendarDate } from '@keydate/domain';
import type { Executor } from '../../db/client.ts';
import { notificationReads } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { findCurrentNotifications } from './find-current-notifications.ts';

/**
 * Marks one of the workspace's current notifications read for this person; marking it again changes
 * nothing. Any other id (another workspace's, one out of the window, made up) answers 404 and writes
 * nothing, so no one can fill the table with ids of their choosing.
 */
export async function markNotificationRead(options: {
  db: Executor;
  workspaceId: string;
  userId: string;
  notificationId: string;
  today: TCalendarDate;
  now: Date;
}): Promise<void> {
  const { db, workspaceId, userId, notificationId, today, now } = options;
  const current = await findCurrentNotifications({ db, workspaceId, today });
  if (!current.some((n) => n.id === notificationId)) throw notFound(API_MSG.notFound);
  await db.insert(notificationReads).values({ userId, notificationId, readAt: now }).onConflictDoNothing();
}
