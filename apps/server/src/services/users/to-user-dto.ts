import type { TUser } from '@keydate/domain';
import type { users } from '../../db/schema/index.ts';

type UserRow = typeof users.$inferSelect;

/** The one place a user row becomes the API's user object (never the hash, `_id` as the id). */
export function toUserDto(user: UserRow): TUser {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    isVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}
