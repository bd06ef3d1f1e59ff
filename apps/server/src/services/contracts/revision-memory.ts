// What the contract reads remember between calls (list totals, workspace directories): each value is
// kept with the revision it was read at, a database counter raised by triggers on every change, and
// is answered only for exactly that revision, so a remembered value is never older than the read
// that asks for it. With several server instances each keeps its own memory, and all of them read
// the same revisions.
import type { Executor } from '../../db/client.ts';

/** Values by key with the revision each was read at; past `maxEntries` the least recently used goes first. */
export class RevisionMemory<T> {
  private readonly entries = new Map<string, { revision: number; value: T }>();

  constructor(private readonly maxEntries: number) {}

  /** The value read at exactly this revision, if kept. */
  get(key: string, revision: number): T | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.revision !== revision) return undefined;
    // Least recently used goes first: move this one to the end.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, revision: number, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, { revision, value });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * One memory per database handle, made on first use. A transaction is a handle of its own, so
 * nothing read inside one (which might roll back) is ever seen outside it.
 */
export function memoryPerDatabase<T>(maxEntries: number): (db: Executor) => RevisionMemory<T> {
  const byDatabase = new WeakMap<object, RevisionMemory<T>>();
  return (db) => {
    let memory = byDatabase.get(db);
    if (!memory) {
      memory = new RevisionMemory<T>(maxEntries);
      byDatabase.set(db, memory);
    }
    return memory;
  };
}
