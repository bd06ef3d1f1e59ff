// A real S3-compatible HTTP peer for the storage tests: s3rver on 127.0.0.1, a random port and a
// temporary folder, with a log of the requests it received.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { type S3StorageOptions, s3Storage } from '../../src/storage/s3.ts';

// s3rver does not check signatures; any pair works.
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3Peer {
  endpoint: string;
  /** Method and URL of every request since start, e.g. 'DELETE /bucket/key?uploadId=…'. */
  requests: string[];
  createBucket(): Promise<string>;
  storage(bucket: string, options?: Partial<S3StorageOptions>): ReturnType<typeof s3Storage>;
  close(): Promise<void>;
}

export async function startS3Peer(): Promise<S3Peer> {
  const directory = await mkdtemp(join(tmpdir(), 'keydate-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const requests: string[] = [];
  server.httpServer.prependListener('request', (request) => {
    requests.push(`${request.method} ${request.url}`);
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: S3RVER_CREDENTIALS,
  });
  let buckets = 0;

  return {
    endpoint,
    requests,
    async createBucket() {
      buckets += 1;
      const name = `keydate-test-${buckets}`;
      await client.send(new CreateBucketCommand({ Bucket: name }));
      return name;
    },
    storage(bucket, options = {}) {
      return s3Storage({
        bucket,
        region: 'us-east-1',
        endpoint,
        forcePathStyle: true,
        credentials: S3RVER_CREDENTIALS,
        ...options,
      });
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
