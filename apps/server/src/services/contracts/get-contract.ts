import { API_MSG, type TContract } from '@keydate/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { documentTexts } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { ContractAnswerContext } from './answer-context.ts';
import { selectContracts, toContract } from './contract-query.ts';
import { contractInWorkspace } from './find-contract-row.ts';

/** What the document a contract names now states, and its scanned pages; none while it waits to be read. */
export async function documentReadOf(db: Executor, contractId: string) {
  const [text] = await db
    .select({ facts: documentTexts.facts, recognisedPages: documentTexts.recognisedPages })
    .from(documentTexts)
    .where(and(eq(documentTexts.contractId, contractId), ne(documentTexts.state, 'pending')));
  return text;
}

/** One contract of the workspace with its property, properties and vendor embedded, and what its document states. */
export async function getContract(options: {
  db: Executor;
  workspaceId: string;
  contractId: string;
  answer: ContractAnswerContext;
}): Promise<TContract> {
  const { db, workspaceId, contractId, answer } = options;
  if (!isUuid(contractId)) throw notFound(API_MSG.contractNotFound);
  const [row] = await selectContracts(db).where(contractInWorkspace(workspaceId, contractId));
  if (!row) throw notFound(API_MSG.contractNotFound);
  const text = await documentReadOf(db, row.id);
  return {
    ...toContract(row, answer),
    documentFacts: text?.facts ?? null,
    documentRecognisedPages: text?.recognisedPages ?? [],
  };
}
