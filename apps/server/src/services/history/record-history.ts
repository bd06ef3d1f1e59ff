import { historyChanges, type TContract, type THistoryAction, todayUtc } from '@keydate/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { contractHistory, contracts } from '../../db/schema/index.ts';
import type { ContractAnswerContext } from '../contracts/answer-context.ts';
import { selectContracts, toContract } from '../contracts/contract-query.ts';
import { getContract } from '../contracts/get-contract.ts';

/** Who made a change: the signed-in person, as the session holds them (null for the system). */
export type HistoryActor = { id: string; name: string } | null;

/**
 * Keeps one change to a contract (docs/domain.md, History): the fields whose shown value differs between
 * `before` (null: it was just created) and `after` (null: it was deleted). A change that changed nothing
 * shown is not kept.
 */
export async function recordHistory(db: Executor, entry: HistoryEntry): Promise<void> {
  await recordHistories(db, [entry]);
}

interface HistoryEntry {
  workspaceId: string;
  actor: HistoryActor;
  at: Date;
  action: THistoryAction;
  before: TContract | null;
  after: TContract | null;
}

/** recordHistory for many changes in one statement (an import's batch, a person's contracts handed over). */
export async function recordHistories(db: Executor, entries: readonly HistoryEntry[]): Promise<void> {
  const rows = entries.flatMap((entry) => {
    const contract = entry.after ?? entry.before;
    const changes = historyChanges(entry.before, entry.after);
    if (!contract || changes.length === 0) return [];
    return [
      {
        workspaceId: entry.workspaceId,
        contractId: contract._id,
        contractName: contract.name,
        at: entry.at,
        actorId: entry.actor?.id ?? null,
        actorName: entry.actor?.name ?? null,
        action: entry.action,
        changes,
      },
    ];
  });
  if (rows.length > 0) await db.insert(contractHistory).values(rows);
}

/** Contracts of a workspace as their history compares them (their answers without document links), by id. */
export async function contractsForHistory(
  db: Executor,
  workspaceId: string,
  ids: readonly string[],
  now: Date,
): Promise<Map<string, TContract>> {
  if (ids.length === 0) return new Map();
  const rows = await selectContracts(db).where(
    and(eq(contracts.workspaceId, workspaceId), inArray(contracts.id, [...ids])),
  );
  const links = { today: todayUtc(now), now, secret: null };
  return new Map(rows.map((row) => [row.id, toContract(row, links)]));
}

/**
 * Runs `write` on an existing contract in one transaction with the record of what it changed, and answers
 * the contract as it is after.
 */
export async function changeWithHistory(
  db: Db,
  options: {
    workspaceId: string;
    contractId: string;
    actor: HistoryActor;
    action: THistoryAction;
    answer: ContractAnswerContext;
  },
  write: (tx: Tx) => Promise<void>,
): Promise<TContract> {
  const { workspaceId, contractId, answer } = options;
  return db.transaction(async (tx) => {
    const before = await getContract({ db: tx, workspaceId, contractId, answer });
    await write(tx);
    const after = await getContract({ db: tx, workspaceId, contractId, answer });
    await recordHistory(tx, {
      workspaceId,
      actor: options.actor,
      at: answer.now,
      action: options.action,
      before,
      after,
    });
    return after;
  });
}
