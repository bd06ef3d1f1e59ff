import { API_MSG, type TCalendarDate, type TContract } from '@keydate/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { contractNotices } from '../../db/schema/index.ts';
import { abandonDocument, adoptDocument, releaseDocument } from '../../documents/pending-documents.ts';
import type { StoredDocument } from '../../documents/receive-upload.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { Storage, StoredObject } from '../../storage/index.ts';
import type { ContractAnswerContext } from '../contracts/answer-context.ts';
import { termOfRow } from '../contracts/contract-query.ts';
import { findContractRow, findContractTermToActOn } from '../contracts/find-contract-row.ts';
import { changeWithHistory } from '../history/record-history.ts';

const noticeOfTerm = (contractId: string, term: number) =>
  and(eq(contractNotices.contractId, contractId), eq(contractNotices.term, term));

/**
 * The current term's notice its owner or an admin may attach a receipt to (anyone else 403), checked
 * before the file is read; without a notice recorded in the term, 409.
 */
export async function findNoticeForReceipt(options: {
  db: Executor;
  auth: AuthContext;
  contractId: string;
  today: TCalendarDate;
}): Promise<{ contractId: string; term: number }> {
  const { row, term } = await findContractTermToActOn({ ...options, notAllowed: API_MSG.noticeNotAllowed });
  const [notice] = await options.db
    .select({ id: contractNotices.id })
    .from(contractNotices)
    .where(noticeOfTerm(row.id, term));
  if (!notice) throw conflict(API_MSG.noticeReceiptWithoutNotice);
  return { contractId: row.id, term };
}

/**
 * Attaches a stored file to the current term's notice as its proof of service, in one transaction with
 * its history; a receipt it replaces is removed once that is committed (docs/domain.md, The notice).
 */
export async function attachNoticeReceipt(options: {
  db: Db;
  storage: Storage;
  auth: AuthContext;
  notice: { contractId: string; term: number };
  receipt: StoredDocument;
  answer: ContractAnswerContext;
}): Promise<TContract> {
  const { db, storage, auth, notice, receipt, answer } = options;
  const replaced: { key: string | null } = { key: null };
  let contract: TContract;
  try {
    contract = await changeWithHistory(
      db,
      {
        workspaceId: auth.workspace.id,
        contractId: notice.contractId,
        actor: auth.user,
        action: 'receipt_attached',
        answer,
      },
      async (tx) => {
        const [locked] = await tx
          .select({ receiptKey: contractNotices.receiptKey })
          .from(contractNotices)
          .where(noticeOfTerm(notice.contractId, notice.term))
          .for('update');
        if (!locked) throw conflict(API_MSG.noticeReceiptWithoutNotice);
        await adoptDocument(tx, receipt.key);
        await tx
          .update(contractNotices)
          .set({
            receiptKey: receipt.key,
            receiptName: receipt.name,
            receiptContentType: receipt.contentType,
            receiptSize: receipt.size,
          })
          .where(noticeOfTerm(notice.contractId, notice.term));
        replaced.key = locked.receiptKey;
      },
    );
  } catch (error) {
    await abandonDocument(db, storage, receipt.key);
    throw error;
  }
  if (replaced.key) await releaseDocument(storage, replaced.key);
  return contract;
}

/** The receipt of the current term's notice, for any person of the workspace; 404 when there is none. */
export async function openNoticeReceipt(options: {
  db: Executor;
  storage: Storage;
  workspaceId: string;
  contractId: string;
  today: TCalendarDate;
}): Promise<StoredObject & { fileName: string }> {
  const { db, storage, workspaceId, contractId, today } = options;
  const row = await findContractRow({ db, workspaceId, contractId });
  const [notice] = await db
    .select({
      key: contractNotices.receiptKey,
      name: contractNotices.receiptName,
      contentType: contractNotices.receiptContentType,
    })
    .from(contractNotices)
    .where(noticeOfTerm(row.id, termOfRow(row, today).number));
  const stored = notice?.key ? await storage.get(notice.key) : undefined;
  if (!notice || !stored) throw notFound(API_MSG.noticeReceiptNotFound);
  return {
    ...stored,
    contentType: notice.contentType ?? stored.contentType,
    fileName: notice.name ?? 'receipt',
  };
}

/** The receipts of a contract's notices, to remove once the contract's deletion is committed. */
export async function receiptKeysOf(db: Executor, contractId: string): Promise<string[]> {
  const rows = await db
    .select({ key: contractNotices.receiptKey })
    .from(contractNotices)
    .where(eq(contractNotices.contractId, contractId));
  return rows.flatMap((row) => (row.key ? [row.key] : []));
}
