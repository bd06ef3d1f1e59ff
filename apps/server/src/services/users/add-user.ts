import type { TAddUserRequest, TUser } from '@keydate/domain';
import type { Db } from '../../db/client.ts';
import { deliverMail } from '../../mail/deliver-mail.ts';
import type { MailContext } from '../../mail/mail-context.ts';
import { renderUserAddedEmail } from '../../mail/templates/user-added.email.ts';
import { hashPassword } from '../auth/password.ts';
import { createUnverifiedUser } from './create-unverified-user.ts';
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

  const created = await createUnverifiedUser({
    db,
    now,
    person: { name: input.name, email: input.email, passwordHash, role: input.role },
    workspace: { id: workspace.id },
  });

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
