import type { TLoginRequest, TLoginResponse } from '@keydate/domain';
import { API_MSG, MSG } from '@keydate/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, workspaces } from '../../db/schema/index.ts';
import { HttpError, unauthorized } from '../../lib/http-error.ts';
import { createSession } from '../sessions/create-session.ts';
import { toUserDto } from '../users/to-user-dto.ts';
import { toWorkspaceDto } from '../workspaces/to-workspace-dto.ts';
import { verifyPassword } from './password.ts';

// An argon2id hash (same parameters as real ones) of a random password nobody knows: an unknown
// email is checked against it so that it costs as long as a wrong password for a known one.
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$E9V3C0/AnACpD2e2QqVZOA$BrSV0C5zcG7cgEA0JawU2dl7dd2IN59+Gr+Mlp1T4OA';

/** Checks email and password and opens a session; an unverified account answers 403 with needsVerification. */
export async function login(options: {
  db: Db;
  input: TLoginRequest;
  now: Date;
  sessionTtlHours: number;
}): Promise<TLoginResponse> {
  const { db, input, now } = options;
  const [row] = await db
    .select({ user: users, workspace: workspaces })
    .from(users)
    .innerJoin(workspaces, eq(workspaces.id, users.workspaceId))
    .where(eq(users.email, input.email))
    .limit(1);

  const passwordOk = await verifyPassword(row?.user.passwordHash ?? DUMMY_HASH, input.password);
  if (!row || !passwordOk) throw unauthorized(API_MSG.invalidCredentials);
  // Only someone who knows the password learns that the account awaits verification.
  if (!row.user.emailVerifiedAt) {
    throw new HttpError(403, MSG.verifyBeforeLogin, { needsVerification: true });
  }

  const { token } = await createSession({ db, userId: row.user.id, now, ttlHours: options.sessionTtlHours });
  return { token, user: toUserDto(row.user), workspace: toWorkspaceDto(row.workspace) };
}
