import { API_MSG } from '@keydate/domain';
import type { Db } from '../../db/client.ts';
import { contracts } from '../../db/schema/index.ts';
import { releaseDocument } from '../../documents/pending-documents.ts';
import { notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { Storage } from '../../storage/index.ts';
import { type HistoryActor, recordHistory } from '../history/record-history.ts';
import { receiptKeysOf } from '../notices/notice-receipt.ts';
import type { ContractAnswerContext } from './answer-context.ts';
import { contractInWorkspace } from './find-contract-row.ts';
import { getContract } from './get-contract.ts';

/**
 * Removes a contract (its MSA members go with it; its history stays, with its deletion), then its
 * document and its notices' receipts: never a row without its file.
 */
export async function deleteContract(options: {
  db: Db;
  storage: Storage;
  workspaceId: string;
  contractId: string;
  actor: HistoryActor;
  answer: ContractAnswerContext;
}): Promise<void> {
  const { db, storage, workspaceId, contractId, answer } = options;
  if (!isUuid(contractId)) throw notFound(API_MSG.contractNotFound);
  const keys = await db.transaction(async (tx) => {
    const before = await getContract({ db: tx, workspaceId, contractId, answer });
    const receiptKeys = await receiptKeysOf(tx, contractId);
    const [deleted] = await tx
      .delete(contracts)
      .where(contractInWorkspace(workspaceId, contractId))
      .returning({ documentKey: contracts.documentKey });
    if (!deleted) throw notFound(API_MSG.contractNotFound);
    await recordHistory(tx, {
      workspaceId,
      actor: options.actor,
      at: answer.now,
      action: 'deleted',
      before,
      after: null,
    });
    return [...(deleted.documentKey ? [deleted.documentKey] : []), ...receiptKeys];
  });
  for (const key of keys) await releaseDocument(storage, key);
}
