import type { Readable } from 'node:stream';
import { API_MSG, formulaSafe, HISTORY_ACTION_LABELS, type THistoryEntry } from '@keydate/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contractHistory, users } from '../../db/schema/index.ts';
import { csvStream } from '../../lib/csv-stream.ts';
import { notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { findContractRow } from '../contracts/find-contract-row.ts';

/** Rows read from the workspace's history at a time by the export. */
const EXPORT_BATCH = 500;

/**
 * A contract's history, newest first (docs/domain.md, History); a deleted contract's too, and none for a
 * contract with no entries yet. The person is answered as they are now, or with the name kept when they
 * have since been deleted (no id then). 404 for an id that is neither.
 */
export async function readContractHistory(options: {
  db: Executor;
  workspaceId: string;
  contractId: string;
}): Promise<THistoryEntry[]> {
  const { db, workspaceId, contractId } = options;
  if (!isUuid(contractId)) throw notFound(API_MSG.contractNotFound);
  const rows = await db
    .select({
      at: contractHistory.at,
      actorId: users.id,
      actorName: contractHistory.actorName,
      currentName: users.name,
      action: contractHistory.action,
      changes: contractHistory.changes,
    })
    .from(contractHistory)
    .leftJoin(users, eq(users.id, contractHistory.actorId))
    .where(and(eq(contractHistory.workspaceId, workspaceId), eq(contractHistory.contractId, contractId)))
    .orderBy(desc(contractHistory.at), desc(contractHistory.seq));
  // A contract stored before its history was kept (or by a restore or the seed tool) has none yet.
  if (rows.length === 0) await findContractRow({ db, workspaceId, contractId });
  return rows.map((row) => ({
    at: row.at.toISOString(),
    actor: row.actorId ? { _id: row.actorId, name: row.currentName ?? row.actorName ?? '' } : null,
    action: row.action,
    changes: row.changes,
  }));
}

export const HISTORY_EXPORT_COLUMNS = [
  'At',
  'Contract',
  'Contract id',
  'Person',
  'Action',
  'Field',
  'From',
  'To',
];

/** The workspace's whole history as CSV, oldest first, a line per changed field (formula-safe text). */
export function exportHistory(options: { db: Executor; workspaceId: string }): Readable {
  const { db, workspaceId } = options;
  return csvStream(
    HISTORY_EXPORT_COLUMNS,
    (async function* () {
      for (let offset = 0; ; offset += EXPORT_BATCH) {
        const rows = await db
          .select()
          .from(contractHistory)
          .where(eq(contractHistory.workspaceId, workspaceId))
          .orderBy(asc(contractHistory.at), asc(contractHistory.seq))
          .limit(EXPORT_BATCH)
          .offset(offset);
        for (const row of rows) {
          for (const change of row.changes) {
            yield [
              row.at.toISOString(),
              formulaSafe(row.contractName),
              row.contractId,
              formulaSafe(row.actorName ?? ''),
              HISTORY_ACTION_LABELS[row.action],
              change.field,
              formulaSafe(change.from ?? ''),
              formulaSafe(change.to ?? ''),
            ];
          }
        }
        if (rows.length < EXPORT_BATCH) return;
      }
    })(),
  );
}
