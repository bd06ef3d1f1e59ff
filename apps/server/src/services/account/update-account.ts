import type { TUpdateAccountRequest } from '@keydate/domain';
import { API_MSG } from '@keydate/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';

/** A person changes their own name, their reminder switch, their weekly summary's; answers the updated row. */
export async function updateAccount(options: {
  db: Executor;
  userId: string;
  input: TUpdateAccountRequest;
  now: Date;
}): Promise<typeof users.$inferSelect> {
  const { name, remindersEnabled, weeklyDigestEnabled } = options.input;
  const [user] = await options.db
    .update(users)
    .set({
      ...(name === undefined ? {} : { name }),
      ...(remindersEnabled === undefined ? {} : { remindersEnabled }),
      ...(weeklyDigestEnabled === undefined ? {} : { weeklyDigestEnabled }),
      updatedAt: options.now,
    })
    .where(eq(users.id, options.userId))
    .returning();
  if (!user) throw notFound(API_MSG.userNotFound);
  return user;
}
