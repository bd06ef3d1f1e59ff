import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { deliverMail } from '../../mail/deliver-mail.ts';
import type { MailContext } from '../../mail/mail-context.ts';
import { renderResetPasswordEmail } from '../../mail/templates/reset-password.email.ts';
import { issueUserToken } from './issue-user-token.ts';

/** Mails a reset link (1 h, single-use) when the email has an account; silent otherwise. */
export async function requestPasswordReset(options: {
  db: Db;
  mail: MailContext;
  email: string;
  now: Date;
}): Promise<void> {
  const { db, mail, now } = options;
  const [user] = await db.select().from(users).where(eq(users.email, options.email)).limit(1);
  if (!user) return;
  const token = await issueUserToken({ db, userId: user.id, purpose: 'reset_password', now });
  await deliverMail({
    mailer: mail.mailer,
    log: mail.log,
    purpose: 'reset-password',
    to: user.email,
    email: renderResetPasswordEmail({ ...mail, name: user.name, token }),
  });
}
