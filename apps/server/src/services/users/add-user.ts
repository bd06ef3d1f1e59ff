import type { TAddUserRequest, TUser } from '@keydate/domain';
import { API_MSG } from '@keydate/domain';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict } from '../../lib/http-error.ts';
import { deliverMail } from '../../mail/deliver-mail.ts';
import type { MailContext } from '../../mail/mail-context.ts';
import { renderUserAddedEmail } from '../../mail/templates/user-added.email.ts';
import { issueUserToken } from '../auth/issue-user-token.ts';
import { hashPassword } from '../auth/password.ts';
import { toUserDto } from './to-user-dto.ts';

/**
 * An admin adds a person to their workspace with a password they choose; the person is
 * unverified until they open the link mailed to them.
 */
export async function addUser(options: {
  db: Db;
  mail: MailContext;
  now: Date;
  workspace: { id: string; name: string };
  addedBy: string;
  input: TAddUserRequest;
}): Promise<TUser> {
  const { db, mail, now, workspace, input } = options;
  const passwordHash = await hashPassword(input.password);

  let created: { user: typeof users.$inferSelect; token: string };
  try {
    created = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          workspaceId: workspace.id,
          name: input.name,
          email: input.email,
          passwordHash,
          role: input.role,
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
    purpose: 'user-added',
    to: created.user.email,
    email: renderUserAddedEmail({
      ...mail,
      name: created.user.name,
      workspaceName: workspace.name,
      addedBy: options.addedBy,
      token: created.token,
    }),
  });
  return toUserDto(created.user);
}
