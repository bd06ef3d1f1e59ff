import { API_MSG, type TContract, type ZDecisionRequest } from '@keydate/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { contractDecisions } from '../../db/schema/index.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { changeWithHistory } from '../history/record-history.ts';
import type { ContractAnswerContext } from './answer-context.ts';
import { findContractTermToActOn } from './find-contract-row.ts';

/**
 * Records the renewal decision of a contract's current term (docs/domain.md, The renewal decision): its
 * owner or an admin, anyone else 403. A second decision in the same term replaces the first; who and
 * when are those of the last.
 */
export async function recordDecision(options: {
  db: Db;
  auth: AuthContext;
  contractId: string;
  input: z.output<typeof ZDecisionRequest>;
  answer: ContractAnswerContext;
}): Promise<TContract> {
  const { db, auth, contractId, input, answer } = options;
  const workspaceId = auth.workspace.id;
  const notAllowed = API_MSG.decisionNotAllowed;
  const { row, term } = await findContractTermToActOn({
    db,
    auth,
    contractId,
    today: answer.today,
    notAllowed,
  });
  const decided = {
    decision: input.decision,
    reason: input.reason,
    note: input.note,
    decidedBy: auth.user.id,
    decidedAt: answer.now,
  };
  const history = {
    workspaceId,
    contractId: row.id,
    actor: auth.user,
    action: 'decision_recorded' as const,
    answer,
  };
  return changeWithHistory(db, history, async (tx) => {
    await tx
      .insert(contractDecisions)
      .values({ workspaceId, contractId: row.id, term, ...decided })
      .onConflictDoUpdate({ target: [contractDecisions.contractId, contractDecisions.term], set: decided });
  });
}
