// What the contract reads remember between calls (list totals, workspace directories) is answered
// only for the revision it was read at, and only so much of it is kept.
import { describe, expect, it } from 'vitest';
import { memoryPerDatabase, RevisionMemory } from '../../src/services/contracts/revision-memory.ts';

describe('RevisionMemory', () => {
  it('answers a value only for the revision it was read at', () => {
    const memory = new RevisionMemory<{ names: string[] }>(200);
    const kept = { names: ['Beach House'] };
    memory.set('w1', 3, kept);
    expect(memory.get('w1', 3)).toBe(kept);
    expect(memory.get('w1', 4)).toBeUndefined();
    expect(memory.get('w2', 3)).toBeUndefined();
  });

  it('keeps at most its limit, dropping the least recently used', () => {
    const totals = new RevisionMemory<number>(2);
    totals.set('a', 1, 10);
    totals.set('b', 1, 20);
    expect(totals.get('a', 1)).toBe(10);
    totals.set('c', 1, 30);
    expect(totals.size).toBe(2);
    expect(totals.get('b', 1)).toBeUndefined();
    expect(totals.get('a', 1)).toBe(10);
    expect(totals.get('c', 1)).toBe(30);
    // Another revision is another value.
    expect(totals.get('a', 2)).toBeUndefined();
  });

  it("replaces a key's value when it is read again at a newer revision", () => {
    const totals = new RevisionMemory<number>(2);
    totals.set('a', 1, 10);
    totals.set('a', 2, 11);
    expect(totals.size).toBe(1);
    expect(totals.get('a', 1)).toBeUndefined();
    expect(totals.get('a', 2)).toBe(11);
  });
});

describe('memoryPerDatabase', () => {
  it('gives each database handle its own memory, the same one on every call', () => {
    const memoryOf = memoryPerDatabase<number>(10);
    const db = {} as Parameters<typeof memoryOf>[0];
    const transaction = {} as Parameters<typeof memoryOf>[0];
    memoryOf(db).set('a', 1, 10);
    expect(memoryOf(db).get('a', 1)).toBe(10);
    expect(memoryOf(transaction)).not.toBe(memoryOf(db));
    expect(memoryOf(transaction).get('a', 1)).toBeUndefined();
  });
});
