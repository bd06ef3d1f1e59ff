import { join, resolve } from 'node:path';
import type { Config } from '../config.ts';
import { localDiskStorage } from './local-disk.ts';
import type { Storage } from './storage.ts';

export type { Storage, StoredObject } from './storage.ts';

/**
 * The document store the configuration names: the bucket S3_BUCKET when set, else local disk
 * under DATA_DIR/documents. The S3 SDK is imported only in the first case.
 */
export async function createStorage(config: Config): Promise<Storage> {
  if (config.S3_BUCKET) {
    const { s3Storage } = await import('./s3.ts');
    return s3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      prefix: config.S3_PREFIX,
      credentials:
        config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
          : undefined,
    });
  }
  return localDiskStorage(join(resolve(config.DATA_DIR), 'documents'));
}
