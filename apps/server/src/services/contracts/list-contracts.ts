import type { TContract } from '@keydate/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contracts } from '../../db/schema/index.ts';
import type { ContractAnswerContext } from './answer-context.ts';
import { contractOrder } from './contract-order.ts';
import { selectContracts, toContract } from './contract-query.ts';

/** Every contract of the workspace, by name (docs/domain.md, Contracts list); the dashboard uses pages. */
export async function listContracts(options: {
  db: Executor;
  workspaceId: string;
  answer: ContractAnswerContext;
}): Promise<TContract[]> {
  const { db, workspaceId, answer } = options;
  const rows = await selectContracts(db)
    .where(eq(contracts.workspaceId, workspaceId))
    .orderBy(...contractOrder('name', 'asc'));
  return rows.map((row) => toContract(row, answer));
}
