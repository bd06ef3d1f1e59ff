import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** '<id@host>'; a resent message keeps its id so receiving servers can drop the copy. */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export type MailerOptions =
  | { smtpUrl: string; from: string }
  | { outboxDir: string; from: string; logger: Pick<FastifyBaseLogger, 'info'> };

/** Real SMTP when SMTP_URL is set; otherwise each mail lands as an .eml file in the outbox and its links in the log. */
export function createMailer(options: MailerOptions): Mailer {
  if ('smtpUrl' in options) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (message) => {
        await transport.sendMail({ from: options.from, ...message });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    send: async (message) => {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      sequence += 1;
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(options.outboxDir, `${stamp}-${process.pid}-${sequence}.eml`);
      await writeFile(file, info.message as Buffer);
      // The one deliberate exception to "no tokens in logs": without SMTP, the log is how a person
      // running Keydate locally gets the verification link.
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      options.logger.info(
        { to: message.to, subject: message.subject, links, file },
        'mail written to outbox',
      );
    },
    close: () => transport.close(),
  };
}
