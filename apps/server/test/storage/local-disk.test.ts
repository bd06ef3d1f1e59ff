import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localDiskStorage } from '../../src/storage/local-disk.ts';
import { describeStorageContract } from './storage-contract.ts';

describeStorageContract('local disk', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'keydate-storage-'));
  return {
    storage: localDiskStorage(join(dir, 'documents')),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
});
