import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { deliverMail } from '../../mail/deliver-mail.ts';
import type { MailContext } from '../../mail/mail-context.ts';
import { renderVerifyEmail } from '../../mail/templates/verify-email.email.ts';
import { issueUserToken } from './issue-user-token.ts';

/**
 * Mails a fresh verification link when the email belongs to an unverified account; otherwise
 * does nothing. The caller answers the same either way, so nobody learns which emails exist.
 */
export async function resendVerification(options: {
  db: Db;
  mail: MailContext;
  email: string;
  now: Date;
}): Promise<void> {
  const { db, mail, now } = options;
  const [user] = await db.select().from(users).where(eq(users.email, options.email)).limit(1);
  if (!user || user.emailVerifiedAt) return;
  const token = await issueUserToken({ db, userId: user.id, purpose: 'verify_email', now });
  await deliverMail({
    mailer: mail.mailer,
    log: mail.log,
    purpose: 'verify-email',
    to: user.email,
    email: renderVerifyEmail({ ...mail, name: user.name, token }),
  });
}
