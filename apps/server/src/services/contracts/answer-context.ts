import { type TCalendarDate, todayUtc } from '@keydate/domain';
import type { AppContext } from '../../app-context.ts';
import { linkSecret } from '../../documents/document-links.ts';

/** What turning a contract into an answer needs: today's date (for status) and a key to sign its link. */
export interface ContractAnswerContext {
  now: Date;
  today: TCalendarDate;
  secret: string;
}

export function answerContext(ctx: Pick<AppContext, 'clock' | 'config'>): ContractAnswerContext {
  const now = ctx.clock.now();
  return { now, today: todayUtc(now), secret: linkSecret(ctx.config) };
}
