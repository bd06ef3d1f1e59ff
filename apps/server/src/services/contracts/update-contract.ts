import type { TContract, TContractStatusChange, TContractUpdate } from '@keydate/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contractProperties, contracts } from '../../db/schema/index.ts';
import { changeWithHistory, type HistoryActor } from '../history/record-history.ts';
import type { ContractAnswerContext } from './answer-context.ts';
import { checkDirectoryRefs } from './check-directory-refs.ts';
import { contractColumns, insertMembers } from './contract-values.ts';
import { contractInWorkspace, findContractRow } from './find-contract-row.ts';
import { refreshSortNames } from './sort-names.ts';

export type TContractChange =
  | { kind: 'status'; change: TContractStatusChange }
  | { kind: 'whole'; update: TContractUpdate };

/**
 * An admin's edit: either the whole contract (dates derived again, properties and vendor checked,
 * MSA members replaced) or only its status: 'terminated' terminates, null reinstates. Kept in its history.
 */
export async function updateContract(options: {
  db: Db;
  workspaceId: string;
  contractId: string;
  change: TContractChange;
  actor: HistoryActor;
  answer: ContractAnswerContext;
}): Promise<TContract> {
  const { db, workspaceId, contractId, change, answer } = options;
  await findContractRow({ db, workspaceId, contractId });
  const scope = contractInWorkspace(workspaceId, contractId);
  const history = { workspaceId, contractId, actor: options.actor, answer };
  if (change.kind === 'status') {
    return changeWithHistory(db, { ...history, action: 'status_changed' }, async (tx) => {
      await tx
        .update(contracts)
        .set({ storedStatus: change.change.status, updatedAt: answer.now })
        .where(scope);
    });
  }
  const { status, ...input } = change.update;
  await checkDirectoryRefs({ db, workspaceId, input });
  return changeWithHistory(db, { ...history, action: 'edited' }, async (tx) => {
    await tx
      .update(contracts)
      .set({
        ...contractColumns(input),
        ...(status === undefined ? {} : { storedStatus: status }),
        updatedAt: answer.now,
      })
      .where(scope);
    await tx.delete(contractProperties).where(eq(contractProperties.contractId, contractId));
    await insertMembers(tx, contractId, input);
    await refreshSortNames(tx, eq(contracts.id, contractId));
  });
}
