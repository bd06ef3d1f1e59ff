// The behaviour every Storage adapter owes the rest of the server; each adapter's test file runs it.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Storage } from '../../src/storage/storage.ts';

export interface StorageUnderTest {
  storage: Storage;
  cleanup: () => Promise<void>;
}

/** A body delivered in 64 KiB chunks, as an upload arrives. */
export function streamOf(bytes: Buffer | string, chunkSize = 64 * 1024): Readable {
  const buffer = Buffer.from(bytes);
  return Readable.from(
    (function* () {
      for (let at = 0; at < buffer.length; at += chunkSize) yield buffer.subarray(at, at + chunkSize);
    })(),
  );
}

/** A body that sends `bytesBeforeError` bytes and then fails, like a client that goes away. */
export function failingStream(bytesBeforeError: number, error = new Error('client went away')): Readable {
  return Readable.from(
    (async function* () {
      yield* streamOf(Buffer.alloc(bytesBeforeError, 7));
      throw error;
    })(),
  );
}

export async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

export function describeStorageContract(name: string, makeStorage: () => Promise<StorageUnderTest>): void {
  describe(`${name} storage`, () => {
    let storage: Storage;
    let cleanup: () => Promise<void>;

    beforeEach(async () => {
      ({ storage, cleanup } = await makeStorage());
    });
    afterEach(async () => {
      await cleanup();
    });

    it('gives back the exact bytes and content type it was given, and their size', async () => {
      const bytes = randomBytes(3 * 1024 * 1024);
      const written = await storage.put('ws-1/contracts/lease.pdf', streamOf(bytes), {
        contentType: 'application/pdf',
      });
      expect(written).toEqual({ size: bytes.length });

      const stored = await storage.get('ws-1/contracts/lease.pdf');
      expect(stored?.size).toBe(bytes.length);
      expect(stored?.contentType).toBe('application/pdf');
      const read = await readAll(stored?.body ?? Readable.from([]));
      expect(read.equals(bytes)).toBe(true);
    });

    it('stores an empty body as zero bytes', async () => {
      expect(await storage.put('ws-1/empty.txt', streamOf(''), { contentType: 'text/plain' })).toEqual({
        size: 0,
      });
      const stored = await storage.get('ws-1/empty.txt');
      expect(stored?.size).toBe(0);
      expect((await readAll(stored?.body ?? Readable.from([]))).length).toBe(0);
    });

    it('answers undefined and false for a key that was never written', async () => {
      expect(await storage.get('ws-1/missing.pdf')).toBeUndefined();
      expect(await storage.exists('ws-1/missing.pdf')).toBe(false);
    });

    it('tells whether a key exists', async () => {
      await storage.put('ws-1/a.txt', streamOf('a'), { contentType: 'text/plain' });
      expect(await storage.exists('ws-1/a.txt')).toBe(true);
      expect(await storage.exists('ws-1/b.txt')).toBe(false);
      expect(await storage.exists('ws-1')).toBe(false);
    });

    it('deletes, and deleting a missing key is not an error', async () => {
      await storage.put('ws-1/a.txt', streamOf('a'), { contentType: 'text/plain' });
      await storage.delete('ws-1/a.txt');
      expect(await storage.get('ws-1/a.txt')).toBeUndefined();
      expect(await storage.exists('ws-1/a.txt')).toBe(false);
      await expect(storage.delete('ws-1/a.txt')).resolves.toBeUndefined();
      await expect(storage.delete('ws-1/never-written.txt')).resolves.toBeUndefined();
    });

    it('lists the keys under a prefix, sorted, and nothing under other prefixes', async () => {
      for (const key of ['ws-a/c.txt', 'ws-b/a.txt', 'ws-a/a.txt', 'ws-ab/a.txt', 'ws-a/b/nested.txt']) {
        await storage.put(key, streamOf(key), { contentType: 'text/plain' });
      }
      expect(await storage.list('ws-a/')).toEqual(['ws-a/a.txt', 'ws-a/b/nested.txt', 'ws-a/c.txt']);
      expect(await storage.list('ws-b/')).toEqual(['ws-b/a.txt']);
      expect(await storage.list('ws-c/')).toEqual([]);
      expect(await storage.list('')).toEqual([
        'ws-a/a.txt',
        'ws-a/b/nested.txt',
        'ws-a/c.txt',
        'ws-ab/a.txt',
        'ws-b/a.txt',
      ]);
    });

    it('lists only the keys last written before a time when asked', async () => {
      await storage.put('ws-1/old.txt', streamOf('old'), { contentType: 'text/plain' });
      // Stores keep modification times to the second.
      await sleep(1100);
      const cutoff = new Date();
      await sleep(1100);
      await storage.put('ws-1/new.txt', streamOf('new'), { contentType: 'text/plain' });
      expect(await storage.list('ws-1/', { modifiedBefore: cutoff })).toEqual(['ws-1/old.txt']);
      expect(await storage.list('', { modifiedBefore: new Date(Date.now() + 60_000) })).toEqual([
        'ws-1/new.txt',
        'ws-1/old.txt',
      ]);
      expect(await storage.removeIncomplete(new Date(Date.now() + 60_000))).toEqual([]);
      expect(await storage.list('')).toEqual(['ws-1/new.txt', 'ws-1/old.txt']);
    });

    it('rejects a put whose body fails mid-way with that error, and keeps nothing of it', async () => {
      const failure = new Error('client went away');
      await expect(
        storage.put('ws-1/broken.pdf', failingStream(1024 * 1024, failure), {
          contentType: 'application/pdf',
        }),
      ).rejects.toBe(failure);
      expect(await storage.list('')).toEqual([]);
      expect(await storage.get('ws-1/broken.pdf')).toBeUndefined();
    });

    it('keeps the previous object when an overwrite fails', async () => {
      await storage.put('ws-1/lease.pdf', streamOf('first'), { contentType: 'application/pdf' });
      await expect(
        storage.put('ws-1/lease.pdf', failingStream(100_000), { contentType: 'text/plain' }),
      ).rejects.toThrow('client went away');
      const stored = await storage.get('ws-1/lease.pdf');
      expect((await readAll(stored?.body ?? Readable.from([]))).toString()).toBe('first');
      expect(await storage.list('')).toEqual(['ws-1/lease.pdf']);
    });

    it('replaces an object on overwrite, content type included', async () => {
      await storage.put('ws-1/lease', streamOf('first version'), { contentType: 'application/pdf' });
      const written = await storage.put('ws-1/lease', streamOf('second'), { contentType: 'text/plain' });
      expect(written).toEqual({ size: 6 });
      const stored = await storage.get('ws-1/lease');
      expect(stored?.size).toBe(6);
      expect(stored?.contentType).toBe('text/plain');
      expect((await readAll(stored?.body ?? Readable.from([]))).toString()).toBe('second');
      expect(await storage.list('ws-1/')).toEqual(['ws-1/lease']);
    });

    it.each(['../x', '/abs', 'a//b', 'a/../b', 'a/./b', 'a\\b', ''])(
      'refuses the unsafe key %j',
      async (key) => {
        await expect(storage.put(key, streamOf('x'), { contentType: 'text/plain' })).rejects.toThrow(
          /Unsafe storage key/,
        );
        await expect(storage.get(key)).rejects.toThrow(/Unsafe storage key/);
        await expect(storage.exists(key)).rejects.toThrow(/Unsafe storage key/);
        await expect(storage.delete(key)).rejects.toThrow(/Unsafe storage key/);
        expect(await storage.list('')).toEqual([]);
      },
    );
  });
}
