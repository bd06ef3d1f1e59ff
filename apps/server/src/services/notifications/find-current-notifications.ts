import {
  addCalendar,
  deriveNotifications,
  NOTIFICATION_WINDOW_DAYS,
  type TCalendarDate,
  type TDerivedNotification,
} from '@keydate/domain';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contracts } from '../../db/schema/index.ts';
import { currentTermSql } from '../contracts/current-term-sql.ts';

/**
 * The bell's notifications of a workspace today (docs/domain.md, The bell), without read state. SQL
 * picks the candidates in one query (a notice or end date of the current term from today to 30 days
 * ahead, not terminated); the domain's deriveNotifications words, ids and orders them, so the bell and
 * the domain never disagree.
 */
export async function findCurrentNotifications(options: {
  db: Executor;
  workspaceId: string;
  today: TCalendarDate;
}): Promise<TDerivedNotification[]> {
  const { db, workspaceId, today } = options;
  const until = addCalendar(today, NOTIFICATION_WINDOW_DAYS, 'DAYS');
  const term = currentTermSql(today);
  const inWindow = (date: unknown) => sql`(${date} between ${today}::date and ${until}::date)`;
  const rows = await db
    .select({
      _id: contracts.id,
      name: contracts.name,
      endDate: sql<TCalendarDate>`${term.endDate}::text`,
      nonRenewalNoticeStart: sql<TCalendarDate>`${term.noticeDate}::text`,
      status: contracts.storedStatus,
    })
    .from(contracts)
    .where(
      and(
        eq(contracts.workspaceId, workspaceId),
        isNull(contracts.storedStatus),
        or(inWindow(term.noticeDate), inWindow(term.endDate)),
      ),
    );
  return deriveNotifications(rows, today);
}
