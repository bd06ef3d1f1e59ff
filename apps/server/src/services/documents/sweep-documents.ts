// What a crash or a failed clean-up left in the document store, found and removed. A live document is
// never touched: it is named by a contract, a draft or a notice (its receipt), and a pending record is taken either by its contract's
// transaction or by this sweep, never both (the sweep holds the records it takes locked until it has
// removed their files). Safe with any number of instances sweeping at once.
import { inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contractNotices, contracts, drafts, pendingDocuments } from '../../db/schema/index.ts';
import type { Storage } from '../../storage/index.ts';

const BATCH = 100;
/** Every document lives under this prefix (pending-documents.ts); nothing else in the store is ours to judge. */
const DOCUMENTS_PREFIX = 'workspaces/';

export interface SweepResult {
  /** Uploads that never became a contract's document: their files, then their records. */
  pending: string[];
  /** Files no contract, draft, notice or pending record names (a replaced or deleted contract's, whose removal failed). */
  unreferenced: string[];
  /** Half-written files (local disk). */
  incomplete: string[];
}

/**
 * Removes what is older than `graceMs`: pending records with their files, unnamed files, half-written
 * files. An aborted `signal` (the server stopping) ends it between two batches; the next sweep goes on.
 */
export async function sweepDocuments(options: {
  db: Db;
  storage: Storage;
  graceMs: number;
  now: Date;
  signal?: AbortSignal;
}): Promise<SweepResult> {
  const { db, storage, graceMs, signal } = options;
  const cutoff = new Date(options.now.getTime() - graceMs);
  const pending = await sweepPending(db, storage, graceMs, signal);
  const unreferenced = signal?.aborted ? [] : await sweepUnreferenced(db, storage, cutoff, signal);
  const incomplete = signal?.aborted ? [] : await storage.removeIncomplete(cutoff);
  return { pending, unreferenced, incomplete };
}

// Records are aged by the database's clock, which every instance shares, as they were stamped by it.
async function sweepPending(db: Db, storage: Storage, graceMs: number, signal?: AbortSignal) {
  const swept: string[] = [];
  while (!signal?.aborted) {
    const keys = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ key: pendingDocuments.key })
        .from(pendingDocuments)
        .where(lt(pendingDocuments.startedAt, sql`now() - ${graceMs} * interval '1 millisecond'`))
        .orderBy(pendingDocuments.startedAt)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const taken = rows.map((row) => row.key);
      for (const key of taken) await storage.delete(key);
      if (taken.length > 0) await tx.delete(pendingDocuments).where(inArray(pendingDocuments.key, taken));
      return taken;
    });
    swept.push(...keys);
    if (keys.length < BATCH) break;
  }
  return swept;
}

async function sweepUnreferenced(db: Db, storage: Storage, cutoff: Date, signal?: AbortSignal) {
  const listed = await storage.list(DOCUMENTS_PREFIX, { modifiedBefore: cutoff });
  const swept: string[] = [];
  for (let at = 0; at < listed.length && !signal?.aborted; at += BATCH * 5) {
    const chunk = listed.slice(at, at + BATCH * 5);
    // One statement, one snapshot: a document adopted meanwhile is named by its contract or its record.
    const named = await db
      .select({ key: sql<string>`${contracts.documentKey}` })
      .from(contracts)
      .where(inArray(contracts.documentKey, chunk))
      .union(
        db
          .select({ key: pendingDocuments.key })
          .from(pendingDocuments)
          .where(inArray(pendingDocuments.key, chunk)),
      )
      .union(db.select({ key: drafts.documentKey }).from(drafts).where(inArray(drafts.documentKey, chunk)))
      .union(
        db
          .select({ key: sql<string>`${contractNotices.receiptKey}` })
          .from(contractNotices)
          .where(inArray(contractNotices.receiptKey, chunk)),
      );
    const live = new Set(named.map((row) => row.key));
    for (const key of chunk) {
      if (live.has(key)) continue;
      await storage.delete(key);
      swept.push(key);
    }
  }
  return swept;
}
