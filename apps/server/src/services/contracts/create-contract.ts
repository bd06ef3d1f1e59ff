import type { TContract, TContractMetadata } from '@keydate/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { contracts } from '../../db/schema/index.ts';
import { abandonDocument, adoptDocument } from '../../documents/pending-documents.ts';
import type { StoredDocument } from '../../documents/receive-upload.ts';
import type { Storage } from '../../storage/index.ts';
import { queueDocumentText } from '../documents/read-document-texts.ts';
import { type HistoryActor, recordHistory } from '../history/record-history.ts';
import type { ContractAnswerContext } from './answer-context.ts';
import { checkDirectoryRefs } from './check-directory-refs.ts';
import { contractColumns, insertMembers } from './contract-values.ts';
import { getContract } from './get-contract.ts';
import { parseContractMetadata } from './parse-contract-metadata.ts';
import { refreshSortNames } from './sort-names.ts';
import { recordUploadKey, type UploadKey } from './upload-idempotency.ts';

/**
 * Inside a transaction: the contract with its document (already stored), its MSA members and sort names,
 * its document queued to be read, and its creation in its history.
 */
export async function insertContract(
  tx: Tx,
  options: {
    input: TContractMetadata;
    workspaceId: string;
    userId: string;
    document: StoredDocument;
    actor: HistoryActor;
    answer: ContractAnswerContext;
  },
): Promise<string> {
  const { input, workspaceId, document, answer } = options;
  const now = answer.now;
  const [row] = await tx
    .insert(contracts)
    .values({
      ownerId: options.userId,
      ...contractColumns(input),
      workspaceId,
      documentKey: document.key,
      documentName: document.name,
      documentContentType: document.contentType,
      documentSize: document.size,
      documentSha256: document.sha256,
      createdBy: options.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: contracts.id });
  if (!row) throw new Error('contract not created');
  await insertMembers(tx, row.id, input);
  await refreshSortNames(tx, eq(contracts.id, row.id));
  await queueDocumentText(tx, { workspaceId, contractId: row.id, documentKey: document.key });
  const after = await getContract({ db: tx, workspaceId, contractId: row.id, answer });
  await recordHistory(tx, {
    workspaceId,
    actor: options.actor,
    at: now,
    action: 'created',
    before: null,
    after,
  });
  return row.id;
}

/**
 * Saves an uploaded contract: checks the metadata and that every property and vendor is the
 * workspace's, derives the dates, and writes the contract with its MSA members in one transaction,
 * which also makes its document live. Until that commits, any failure removes the already stored
 * document, so nothing is left behind.
 */
export async function createContract(options: {
  db: Db;
  storage: Storage;
  workspaceId: string;
  /** The uploader: its owner unless the metadata names another. */
  actor: { id: string; name: string };
  metadata: unknown;
  document: StoredDocument;
  answer: ContractAnswerContext;
  /** The upload's Idempotency-Key, recorded with the contract (UploadKeyTaken when already used). */
  uploadKey?: UploadKey | undefined;
}): Promise<TContract> {
  const { db, storage, workspaceId, actor, document, answer } = options;
  let contractId: string;
  try {
    const input = parseContractMetadata(options.metadata);
    await checkDirectoryRefs({ db, workspaceId, input });
    contractId = await db.transaction(async (tx) => {
      const id = await insertContract(tx, { input, workspaceId, userId: actor.id, document, actor, answer });
      await adoptDocument(tx, document.key);
      if (options.uploadKey) await recordUploadKey(tx, options.uploadKey, id);
      return id;
    });
  } catch (error) {
    await abandonDocument(db, storage, document.key);
    throw error;
  }
  return getContract({ db, workspaceId, contractId, answer });
}
