import type { TRegisterRequest, TUser } from '@keydate/domain';
import { API_MSG, LIMITS } from '@keydate/domain';
import type { Db } from '../../db/client.ts';
import { users, workspaces } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict } from '../../lib/http-error.ts';
import { deliverMail } from '../../mail/deliver-mail.ts';
import type { MailContext } from '../../mail/mail-context.ts';
import { renderVerifyEmail } from '../../mail/templates/verify-email.email.ts';
import { toUserDto } from '../users/to-user-dto.ts';
import { issueUserToken } from './issue-user-token.ts';
import { hashPassword } from './password.ts';

/**
 * Creates a workspace with its first admin (unverified) and mails the verification link.
 * A taken email answers 409, also when two registrations race: the unique index decides.
 */
export async function registerUser(options: {
  db: Db;
  mail: MailContext;
  now: Date;
  input: TRegisterRequest;
}): Promise<TUser> {
  const { db, mail, now, input } = options;
  const passwordHash = await hashPassword(input.password);

  let created: { user: typeof users.$inferSelect; token: string };
  try {
    created = await db.transaction(async (tx) => {
      const [workspace] = await tx
        .insert(workspaces)
        .values({ name: defaultWorkspaceName(input.name), createdAt: now })
        .returning();
      if (!workspace) throw new Error('workspace not created');
      const [user] = await tx
        .insert(users)
        .values({
          workspaceId: workspace.id,
          name: input.name,
          email: input.email,
          passwordHash,
          role: 'admin',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!user) throw new Error('user not created');
      const token = await issueUserToken({ db: tx, userId: user.id, purpose: 'verify_email', now });
      return { user, token };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(API_MSG.emailTaken, { email: API_MSG.emailTaken });
    throw error;
  }

  await deliverMail({
    mailer: mail.mailer,
    log: mail.log,
    purpose: 'verify-email',
    to: created.user.email,
    email: renderVerifyEmail({ ...mail, name: created.user.name, token: created.token }),
  });
  return toUserDto(created.user);
}

const SUFFIX = "'s workspace";

/** "<name>'s workspace", shortened so it stays a name the rename form accepts. */
function defaultWorkspaceName(name: string): string {
  const room = LIMITS.workspaceNameMax - SUFFIX.length;
  let head = name;
  if (head.length > room) {
    const chars = Array.from(head);
    while (chars.join('').length > room) chars.pop();
    head = chars.join('').trimEnd();
  }
  return `${head}${SUFFIX}`;
}
