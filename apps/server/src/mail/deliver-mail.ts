import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mailer.ts';
import type { RenderedEmail } from './render.ts';

/**
 * Sends one mail; a mail server that is down must not undo the change that caused the mail
 * (the person can ask for it again), so a failure is logged and reported, never thrown.
 * The log names the purpose only: the message carries a token.
 */
export async function deliverMail(options: {
  mailer: Mailer;
  to: string;
  email: RenderedEmail;
  purpose: string;
  log?: Pick<FastifyBaseLogger, 'error'>;
}): Promise<boolean> {
  try {
    await options.mailer.send({ to: options.to, ...options.email });
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    options.log?.error({ purpose: options.purpose, reason }, 'mail could not be sent');
    return false;
  }
}
