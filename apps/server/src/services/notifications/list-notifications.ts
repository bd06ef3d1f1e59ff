import type { TCalendarDate, TNotification } from '@keydate/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notificationReads } from '../../db/schema/index.ts';
import { findCurrentNotifications } from './find-current-notifications.ts';

/** The workspace's notifications today, each with whether this person has read it. */
export async function listNotifications(options: {
  db: Executor;
  workspaceId: string;
  userId: string;
  today: TCalendarDate;
}): Promise<TNotification[]> {
  const { db, workspaceId, userId, today } = options;
  const current = await findCurrentNotifications({ db, workspaceId, today });
  if (current.length === 0) return [];
  const reads = await db
    .select({ id: notificationReads.notificationId })
    .from(notificationReads)
    .where(
      and(
        eq(notificationReads.userId, userId),
        // One array parameter: a list of hundreds of parameters costs more to parse and plan than
        // the lookup itself.
        sql`${notificationReads.notificationId} = any(${sql.param(current.map((n) => n.id))}::text[])`,
      ),
    );
  const read = new Set(reads.map((r) => r.id));
  return current.map((n) => ({ ...n, isRead: read.has(n.id) }));
}
