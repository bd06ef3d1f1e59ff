// The dashboard's "of Z results": a filtered count over a large workspace costs more than the page
// itself, so each total is remembered with the workspace's contracts revision it was counted at. The
// revision is raised by database triggers on every change to a contract or its MSA members
// (migration 0003), and the page query reads it in its own snapshot, so a remembered total is used
// only when it is exactly the count for that snapshot; with several server instances each keeps its
// own memory, and all of them read the same revision.
import type { Executor } from '../../db/client.ts';

const MAX_ENTRIES = 5000;

export class ListTotals {
  private readonly entries = new Map<string, { revision: number; total: number }>();

  constructor(private readonly maxEntries = MAX_ENTRIES) {}

  /** The total counted at this revision, if remembered. */
  get(key: string, revision: number): number | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.revision !== revision) return undefined;
    // Least recently used goes first: move this one to the end.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.total;
  }

  set(key: string, revision: number, total: number): void {
    this.entries.delete(key);
    this.entries.set(key, { revision, total });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

const byDatabase = new WeakMap<object, ListTotals>();

/**
 * The totals remembered for one database handle. A transaction is a handle of its own, so nothing
 * counted inside one (which might roll back) is ever seen outside it.
 */
export function listTotalsFor(db: Executor): ListTotals {
  let totals = byDatabase.get(db);
  if (!totals) {
    totals = new ListTotals();
    byDatabase.set(db, totals);
  }
  return totals;
}
