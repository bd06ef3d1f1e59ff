import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localDiskStorage } from '../../src/storage/local-disk.ts';
import { describeStorageContract, streamOf } from './storage-contract.ts';

describeStorageContract('local disk', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'keydate-storage-'));
  return {
    storage: localDiskStorage(join(dir, 'documents')),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
});

describe('local disk storage after a crash', () => {
  it('removes half-written files and content types without a file once old enough, and nothing else', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'keydate-storage-'));
    const root = join(dir, 'documents');
    const storage = localDiskStorage(root);
    try {
      await storage.put('ws-1/documents/kept', streamOf('a whole document'), {
        contentType: 'application/pdf',
      });
      // What a process killed mid-upload leaves: a file still under its temporary name, and the content
      // type of a file that was never renamed into place.
      const folder = join(root, 'ws-1', 'documents');
      await writeFile(join(folder, 'cut.partial-0123456789ab'), 'half a docu');
      await writeFile(join(folder, 'cut.meta.json'), '{"contentType":"application/pdf"}');
      await writeFile(join(folder, 'fresh.partial-ba9876543210'), 'still arriving');
      const anHourAgo = new Date(Date.now() - 3_600_000);
      for (const name of ['cut.partial-0123456789ab', 'cut.meta.json', 'kept', 'kept.meta.json']) {
        await utimes(join(folder, name), anHourAgo, anHourAgo);
      }

      const removed = await storage.removeIncomplete(new Date(Date.now() - 60_000));
      expect(removed).toEqual(['ws-1/documents/cut.meta.json', 'ws-1/documents/cut.partial-0123456789ab']);
      expect((await readdir(folder)).sort()).toEqual([
        'fresh.partial-ba9876543210',
        'kept',
        'kept.meta.json',
      ]);
      expect(await storage.list('')).toEqual(['ws-1/documents/kept']);
      expect((await storage.get('ws-1/documents/kept'))?.contentType).toBe('application/pdf');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
