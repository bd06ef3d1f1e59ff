import { API_MSG, type TContract, type ZNoticeRequest } from '@keydate/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { contractNotices, contracts } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { changeWithHistory } from '../history/record-history.ts';
import type { ContractAnswerContext } from './answer-context.ts';
import { findContractTermToActOn } from './find-contract-row.ts';

/**
 * Records the current term's non-renewal notice as sent (docs/domain.md, The notice): its owner or an
 * admin, anyone else 403; not dated after today. The term becomes the contract's last, so it ends there
 * instead of renewing and that term's notice reminders stop. Recording again in the same term replaces it.
 */
export async function recordNotice(options: {
  db: Db;
  auth: AuthContext;
  contractId: string;
  input: z.output<typeof ZNoticeRequest>;
  answer: ContractAnswerContext;
}): Promise<TContract> {
  const { db, auth, contractId, input, answer } = options;
  const workspaceId = auth.workspace.id;
  const notAllowed = API_MSG.noticeNotAllowed;
  const { row, term } = await findContractTermToActOn({
    db,
    auth,
    contractId,
    today: answer.today,
    notAllowed,
  });
  if (input.sentOn > answer.today) {
    throw badRequest(API_MSG.validationFailed, { sentOn: API_MSG.noticeSentInFuture });
  }
  const recorded = {
    sentOn: input.sentOn,
    channel: input.channel,
    reference: input.reference,
    recordedBy: auth.user.id,
    recordedAt: answer.now,
  };
  const history = {
    workspaceId,
    contractId: row.id,
    actor: auth.user,
    action: 'notice_recorded' as const,
    answer,
  };
  return changeWithHistory(db, history, async (tx) => {
    await tx
      .insert(contractNotices)
      .values({ workspaceId, contractId: row.id, term, ...recorded })
      .onConflictDoUpdate({ target: [contractNotices.contractId, contractNotices.term], set: recorded });
    await tx.update(contracts).set({ lastTerm: term, updatedAt: answer.now }).where(eq(contracts.id, row.id));
  });
}
