import { API_MSG } from '@keydate/domain';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { ContractAnswerContext } from './answer-context.ts';
import { contractAnswersQuery, toContractAnswers } from './contract-query.ts';
import { contractInWorkspace } from './find-contract-row.ts';
import { contractStatusSql } from './status-sql.ts';
import type { ContractDto } from './to-contract-dto.ts';

/** One contract of the workspace with its property, properties and vendor embedded. */
export async function getContract(options: {
  db: Executor;
  workspaceId: string;
  contractId: string;
  answer: ContractAnswerContext;
}): Promise<ContractDto> {
  const { db, workspaceId, contractId, answer } = options;
  if (!isUuid(contractId)) throw notFound(API_MSG.contractNotFound);
  const rows = await contractAnswersQuery(db, {
    status: contractStatusSql(answer.today),
    of: { workspaceId },
    where: contractInWorkspace(workspaceId, contractId),
  });
  const [found] = (await toContractAnswers(db, rows, answer)).answers;
  if (!found) throw notFound(API_MSG.contractNotFound);
  return found;
}
