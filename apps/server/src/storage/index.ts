import { join, resolve } from 'node:path';
import type { Config } from '../config.ts';
import { localDiskStorage } from './local-disk.ts';
import type { Storage } from './storage.ts';

export type { Storage, StoredObject } from './storage.ts';

/** The document store the configuration names: local disk under DATA_DIR/documents by default. */
export async function createStorage(config: Config): Promise<Storage> {
  return localDiskStorage(join(resolve(config.DATA_DIR), 'documents'));
}
