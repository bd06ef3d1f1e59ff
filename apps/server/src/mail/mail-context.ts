import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mailer.ts';

/** What a service needs to send account mail: the transport, the brand, the links' base and a log for failures. */
export interface MailContext {
  mailer: Mailer;
  brandName: string;
  appUrl: string;
  log?: Pick<FastifyBaseLogger, 'error'>;
}

/** The mail context of one request: the app's mailer and brand, the request's log. */
export function mailContextOf(
  ctx: { mailer: Mailer; config: { BRAND_NAME: string; APP_URL: string } },
  log: Pick<FastifyBaseLogger, 'error'>,
): MailContext {
  return { mailer: ctx.mailer, brandName: ctx.config.BRAND_NAME, appUrl: ctx.config.APP_URL, log };
}
