import type { TContract, TContractStatusChange, TContractUpdate } from '@keydate/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contractProperties, contracts } from '../../db/schema/index.ts';
import type { ContractAnswerContext } from './answer-context.ts';
import { checkDirectoryRefs } from './check-directory-refs.ts';
import { contractColumns, insertMembers } from './contract-values.ts';
import { contractInWorkspace, findContractRow } from './find-contract-row.ts';
import { getContract } from './get-contract.ts';
import { refreshSortNames } from './sort-names.ts';

export type TContractChange =
  | { kind: 'status'; change: TContractStatusChange }
  | { kind: 'whole'; update: TContractUpdate };

/**
 * An admin's edit: either the whole contract (dates derived again, properties and vendor checked,
 * MSA members replaced) or only its status: 'terminated' terminates, null reinstates.
 */
export async function updateContract(options: {
  db: Db;
  workspaceId: string;
  contractId: string;
  change: TContractChange;
  answer: ContractAnswerContext;
}): Promise<TContract> {
  const { db, workspaceId, contractId, change, answer } = options;
  await findContractRow({ db, workspaceId, contractId });
  const scope = contractInWorkspace(workspaceId, contractId);
  if (change.kind === 'status') {
    await db
      .update(contracts)
      .set({ storedStatus: change.change.status, updatedAt: answer.now })
      .where(scope);
  } else {
    const { status, ...input } = change.update;
    await checkDirectoryRefs({ db, workspaceId, input });
    await db.transaction(async (tx) => {
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
  return getContract({ db, workspaceId, contractId, answer });
}
