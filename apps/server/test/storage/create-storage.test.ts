import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createStorage } from '../../src/storage/index.ts';
import { type S3Peer, startS3Peer } from './s3rver-peer.ts';
import { streamOf } from './storage-contract.ts';

let peer: S3Peer;
let dataDir: string;

beforeAll(async () => {
  peer = await startS3Peer();
  dataDir = await mkdtemp(join(tmpdir(), 'keydate-data-'));
});
afterAll(async () => {
  await peer?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('createStorage', () => {
  it('stores documents on local disk under DATA_DIR/documents by default', async () => {
    const storage = await createStorage(loadConfig({ DATA_DIR: dataDir }));
    await storage.put('ws-1/probe.txt', streamOf('local'), { contentType: 'text/plain' });
    expect(await readFile(join(dataDir, 'documents', 'ws-1', 'probe.txt'), 'utf8')).toBe('local');
  });

  it('stores documents in the bucket when S3_BUCKET is set', async () => {
    const bucket = await peer.createBucket();
    const s3DataDir = join(dataDir, 's3-instance');
    const storage = await createStorage(
      loadConfig({
        DATA_DIR: s3DataDir,
        S3_BUCKET: bucket,
        S3_ENDPOINT: peer.endpoint,
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_PREFIX: 'keydate',
      }),
    );
    await storage.put('ws-1/probe.txt', streamOf('remote'), { contentType: 'text/plain' });

    expect(await peer.storage(bucket).list('')).toEqual(['keydate/ws-1/probe.txt']);
    expect(existsSync(join(s3DataDir, 'documents'))).toBe(false);
  });
});
