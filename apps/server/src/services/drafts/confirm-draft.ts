import { API_MSG, type TContract } from '@keydate/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { drafts } from '../../db/schema/index.ts';
import { conflict } from '../../lib/http-error.ts';
import type { ContractAnswerContext } from '../contracts/answer-context.ts';
import { checkDirectoryRefs } from '../contracts/check-directory-refs.ts';
import { insertContract } from '../contracts/create-contract.ts';
import { getContract } from '../contracts/get-contract.ts';
import { parseContractMetadata } from '../contracts/parse-contract-metadata.ts';
import { setContractDocument } from '../contracts/replace-document.ts';
import type { HistoryActor } from '../history/record-history.ts';
import { draftDocument } from './draft-document.ts';
import { findDraft } from './list-drafts.ts';

/**
 * POST /api/drafts/:id/confirm: the draft becomes a contract with the details given (the same as an
 * upload's metadata) and its document, in one transaction that also removes the draft.
 */
export async function confirmDraft(options: {
  db: Db;
  workspaceId: string;
  actor: { id: string; name: string };
  draftId: string;
  metadata: unknown;
  answer: ContractAnswerContext;
}): Promise<TContract> {
  const { db, workspaceId, answer } = options;
  const input = parseContractMetadata(options.metadata);
  await checkDirectoryRefs({ db, workspaceId, input });
  const contractId = await db.transaction(async (tx) => {
    const draft = await findDraft(tx, workspaceId, options.draftId, { forUpdate: true });
    const id = await insertContract(tx, {
      input,
      workspaceId,
      userId: options.actor.id,
      document: draftDocument(draft),
      actor: options.actor,
      answer,
    });
    await tx.delete(drafts).where(eq(drafts.id, draft.id));
    return id;
  });
  return getContract({ db, workspaceId, contractId, answer });
}

/**
 * POST /api/drafts/:id/attach: the draft's document becomes the document of a contract that has none
 * (an imported one), and the draft goes.
 */
export async function attachDraft(options: {
  db: Db;
  workspaceId: string;
  draftId: string;
  contractId: string;
  actor: HistoryActor;
  answer: ContractAnswerContext;
}): Promise<TContract> {
  const { db, workspaceId, contractId, answer } = options;
  await db.transaction(async (tx) => {
    const draft = await findDraft(tx, workspaceId, options.draftId, { forUpdate: true });
    const previous = await setContractDocument(tx, {
      workspaceId,
      contractId,
      document: draftDocument(draft),
      actor: options.actor,
      answer,
    });
    // Rolled back: a contract's own document is replaced on its page, not from a draft.
    if (previous) throw conflict(API_MSG.contractHasDocument);
    await tx.delete(drafts).where(eq(drafts.id, draft.id));
  });
  return getContract({ db, workspaceId, contractId, answer });
}
