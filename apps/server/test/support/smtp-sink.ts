// A real SMTP peer for tests: mails travel over a socket and are parsed as a mail client would.
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string | undefined;
  parsed: ParsedMail;
}

export interface SmtpSink {
  url: string;
  port: number;
  mails: ReceivedMail[];
  /** Waits for the first mail matching the predicate that arrived after the call (or already did). */
  waitForMail(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Makes the server refuse every message with a temporary error (mail server down). */
  setRefusing(refusing: boolean): void;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  let refusing = false;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusing) {
          const error = new Error('Mailbox temporarily unavailable') as Error & { responseCode: number };
          error.responseCode = 451;
          callback(error);
          return;
        }
        simpleParser(Buffer.concat(chunks))
          .then((parsed) => {
            mails.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              messageId: parsed.messageId,
              parsed,
            });
            for (const wake of waiters.splice(0)) wake();
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    setRefusing: (value) => {
      refusing = value;
    },
    waitForMail: async (predicate, timeoutMs = 5000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find(predicate);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('No matching mail arrived');
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Every http(s) link in a mail's plain text. */
export function linksIn(mail: ReceivedMail): string[] {
  return mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}
