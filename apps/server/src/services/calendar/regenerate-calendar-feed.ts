import { API_MSG } from '@keydate/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';

/**
 * A new calendar feed link for a person: the feed version goes up in one statement (two tabs pressing
 * Regenerate at once still get two different versions), so every earlier link answers 404 from now on.
 * Answers the new version.
 */
export async function regenerateCalendarFeed(options: {
  db: Executor;
  userId: string;
  now: Date;
}): Promise<number> {
  const [user] = await options.db
    .update(users)
    .set({ calendarFeedVersion: sql`${users.calendarFeedVersion} + 1`, updatedAt: options.now })
    .where(eq(users.id, options.userId))
    .returning({ version: users.calendarFeedVersion });
  if (!user) throw notFound(API_MSG.userNotFound);
  return user.version;
}
