import { linksIn, type ReceivedMail, type SmtpSink } from './smtp-sink.ts';

/** The token at the end of the mail's `/verify-email/<token>` or `/reset-password/<token>` link. */
export function tokenFromMail(mail: ReceivedMail, kind: 'verify-email' | 'reset-password'): string {
  const link = linksIn(mail).find((l) => new URL(l).pathname.startsWith(`/${kind}/`));
  if (!link) throw new Error(`no ${kind} link in the mail`);
  return decodeURIComponent(new URL(link).pathname.slice(kind.length + 2));
}

export const mailTo = (email: string) => (mail: ReceivedMail) => mail.to.includes(email);

/** The most recent mail to an address (waits for the first one if none arrived yet). */
export async function lastMailTo(smtp: SmtpSink, email: string): Promise<ReceivedMail> {
  await smtp.waitForMail(mailTo(email));
  const mails = smtp.mails.filter(mailTo(email));
  const last = mails[mails.length - 1];
  if (!last) throw new Error(`no mail to ${email}`);
  return last;
}

export const mailsTo = (smtp: SmtpSink, email: string) => smtp.mails.filter(mailTo(email));
