import { API_MSG } from '@keydate/domain';
import type { Executor } from '../../db/client.ts';
import { signDocumentLink, type TDisposition } from '../../documents/document-links.ts';
import { notFound } from '../../lib/http-error.ts';
import type { ContractAnswerContext } from './answer-context.ts';
import { findContractRow } from './find-contract-row.ts';

/** A short-lived signed link to a contract's document: inline to view, attachment to download. */
export async function getDocumentLink(options: {
  db: Executor;
  workspaceId: string;
  contractId: string;
  disposition: TDisposition;
  answer: ContractAnswerContext;
}): Promise<{ url: string }> {
  const { db, workspaceId, contractId, disposition, answer } = options;
  const row = await findContractRow({ db, workspaceId, contractId });
  if (!row.documentKey) throw notFound(API_MSG.documentNotFound);
  const url = signDocumentLink({
    secret: answer.secret,
    target: { contractId: row.id, documentKey: row.documentKey },
    disposition,
    now: answer.now,
  });
  return { url };
}
