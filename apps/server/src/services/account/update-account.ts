import type { TUpdateAccountRequest, TUser } from '@keydate/domain';
import { API_MSG } from '@keydate/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { toUserDto } from '../users/to-user-dto.ts';

/** A person changes their own name. */
export async function updateAccount(options: {
  db: Executor;
  userId: string;
  input: TUpdateAccountRequest;
  now: Date;
}): Promise<TUser> {
  const [user] = await options.db
    .update(users)
    .set({ name: options.input.name, updatedAt: options.now })
    .where(eq(users.id, options.userId))
    .returning();
  if (!user) throw notFound(API_MSG.userNotFound);
  return toUserDto(user);
}
