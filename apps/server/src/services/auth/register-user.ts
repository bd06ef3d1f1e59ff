import type { TRegisterRequest, TUser } from '@keydate/domain';
import { LIMITS } from '@keydate/domain';
import type { Db } from '../../db/client.ts';
import { deliverMail } from '../../mail/deliver-mail.ts';
import type { MailContext } from '../../mail/mail-context.ts';
import { renderVerifyEmail } from '../../mail/templates/verify-email.email.ts';
import { createUnverifiedUser } from '../users/create-unverified-user.ts';
import { toUserDto } from '../users/to-user-dto.ts';
import { hashPassword } from './password.ts';

/** Creates a workspace with its first admin (unverified) and mails the verification link. */
export async function registerUser(options: {
  db: Db;
  mail: MailContext;
  now: Date;
  input: TRegisterRequest;
}): Promise<TUser> {
  const { db, mail, now, input } = options;
  const passwordHash = await hashPassword(input.password);

  const created = await createUnverifiedUser({
    db,
    now,
    person: { name: input.name, email: input.email, passwordHash, role: 'admin' },
    workspace: { newWorkspaceName: defaultWorkspaceName(input.name) },
  });

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
