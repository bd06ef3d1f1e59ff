import { API_MSG, type TContract } from '@keydate/domain';
import type { Db, Tx } from '../../db/client.ts';
import { contracts } from '../../db/schema/index.ts';
import { abandonDocument, adoptDocument, releaseDocument } from '../../documents/pending-documents.ts';
import type { StoredDocument } from '../../documents/receive-upload.ts';
import { notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { Storage } from '../../storage/index.ts';
import { queueDocumentText } from '../documents/read-document-texts.ts';
import { type HistoryActor, recordHistory } from '../history/record-history.ts';
import type { ContractAnswerContext } from './answer-context.ts';
import { contractInWorkspace } from './find-contract-row.ts';
import { getContract } from './get-contract.ts';

/**
 * Inside a transaction: the contract (locked) names `document` from now on, which is queued to be read,
 * and its history says so; answers the key of the document it named before, or null.
 */
export async function setContractDocument(
  tx: Tx,
  options: {
    workspaceId: string;
    contractId: string;
    document: StoredDocument;
    actor: HistoryActor;
    answer: ContractAnswerContext;
  },
): Promise<string | null> {
  const { workspaceId, contractId, document, answer } = options;
  if (!isUuid(contractId)) throw notFound(API_MSG.contractNotFound);
  const [row] = await tx
    .select({ documentKey: contracts.documentKey })
    .from(contracts)
    .where(contractInWorkspace(workspaceId, contractId))
    .for('update');
  if (!row) throw notFound(API_MSG.contractNotFound);
  const before = await getContract({ db: tx, workspaceId, contractId, answer });
  await tx
    .update(contracts)
    .set({
      documentKey: document.key,
      documentName: document.name,
      documentContentType: document.contentType,
      documentSize: document.size,
      documentSha256: document.sha256,
      updatedAt: answer.now,
    })
    .where(contractInWorkspace(workspaceId, contractId));
  await queueDocumentText(tx, { workspaceId, contractId, documentKey: document.key });
  const after = await getContract({ db: tx, workspaceId, contractId, answer });
  const action = row.documentKey ? 'document_replaced' : 'edited';
  await recordHistory(tx, { workspaceId, actor: options.actor, at: answer.now, action, before, after });
  return row.documentKey;
}

/**
 * Points a contract at a newly stored document and removes the old file once that is committed.
 * The row is locked while it changes, so two replacements at once never lose track of a file.
 */
export async function replaceDocument(options: {
  db: Db;
  storage: Storage;
  workspaceId: string;
  contractId: string;
  document: StoredDocument;
  actor: HistoryActor;
  answer: ContractAnswerContext;
}): Promise<TContract> {
  const { db, storage, workspaceId, contractId, document, answer, actor } = options;
  let oldKey: string | null;
  try {
    oldKey = await db.transaction(async (tx) => {
      const previous = await setContractDocument(tx, { workspaceId, contractId, document, actor, answer });
      await adoptDocument(tx, document.key);
      return previous;
    });
  } catch (error) {
    await abandonDocument(db, storage, document.key);
    throw error;
  }
  if (oldKey && oldKey !== document.key) await releaseDocument(storage, oldKey);
  return getContract({ db, workspaceId, contractId, answer });
}
