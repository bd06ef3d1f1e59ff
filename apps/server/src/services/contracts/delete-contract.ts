import { API_MSG } from '@keydate/domain';
import type { Executor } from '../../db/client.ts';
import { contracts } from '../../db/schema/index.ts';
import { releaseDocument } from '../../documents/pending-documents.ts';
import { notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { Storage } from '../../storage/index.ts';
import { contractInWorkspace } from './find-contract-row.ts';

/** Removes a contract (its MSA members go with it), then its document: never a row without its file. */
export async function deleteContract(options: {
  db: Executor;
  storage: Storage;
  workspaceId: string;
  contractId: string;
}): Promise<void> {
  const { db, storage, workspaceId, contractId } = options;
  if (!isUuid(contractId)) throw notFound(API_MSG.contractNotFound);
  const [deleted] = await db
    .delete(contracts)
    .where(contractInWorkspace(workspaceId, contractId))
    .returning({ documentKey: contracts.documentKey });
  if (!deleted) throw notFound(API_MSG.contractNotFound);
  if (deleted.documentKey) await releaseDocument(storage, deleted.documentKey);
}
