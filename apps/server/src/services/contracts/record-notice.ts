import { API_MSG, type TContract, type ZNoticeRequest } from '@keydate/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { contractNotices, contracts } from '../../db/schema/index.ts';
import { badRequest, forbidden } from '../../lib/http-error.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { changeWithHistory } from '../history/record-history.ts';
import type { ContractAnswerContext } from './answer-context.ts';
import { termOfRow } from './contract-query.ts';
import { findContractRow } from './find-contract-row.ts';

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
  const row = await findContractRow({ db, workspaceId, contractId });
  if (auth.user.role !== 'admin' && row.ownerId !== auth.user.id) throw forbidden(API_MSG.noticeNotAllowed);
  if (input.sentOn > answer.today) {
    throw badRequest(API_MSG.validationFailed, { sentOn: API_MSG.noticeSentInFuture });
  }
  const term = termOfRow(row, answer.today).number;
  const recorded = {
    sentOn: input.sentOn,
    channel: input.channel,
    reference: input.reference,
    recordedBy: auth.user.id,
    recordedAt: answer.now,
  };
  const actor = { id: auth.user.id, name: auth.user.name };
  const history = { workspaceId, contractId: row.id, actor, action: 'notice_recorded' as const, answer };
  return changeWithHistory(db, history, async (tx) => {
    await tx
      .insert(contractNotices)
      .values({ workspaceId, contractId: row.id, term, ...recorded })
      .onConflictDoUpdate({ target: [contractNotices.contractId, contractNotices.term], set: recorded });
    await tx.update(contracts).set({ lastTerm: term, updatedAt: answer.now }).where(eq(contracts.id, row.id));
  });
}
