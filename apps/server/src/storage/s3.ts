import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertSafeKey, type Storage } from './storage.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Any S3-compatible store (MinIO, Ceph, R2, …); unset means AWS. */
  endpoint?: string;
  /** Without them the SDK's own chain applies (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle?: boolean;
  /** Folder inside the bucket that holds every key, e.g. 'keydate'. */
  prefix?: string;
}

/** Documents as objects in one bucket of an S3-compatible store. */
export function s3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: options.credentials,
    // Many S3-compatible stores reject the SDK's default CRC checksums; send them only where S3 requires.
    ...(options.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
  });
  const Bucket = options.bucket;
  const root = normalizePrefix(options.prefix ?? '');
  const objectKey = (key: string) => {
    assertSafeKey(key);
    return `${root}${key}`;
  };

  return {
    async put(key, body, { contentType }) {
      const Key = objectKey(key);
      let size = 0;
      let bodyError: unknown;
      async function* counted() {
        try {
          for await (const chunk of body) {
            const bytes: Buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
            size += bytes.length;
            yield bytes;
          }
        } catch (error) {
          bodyError = error;
          throw error;
        }
      }
      // Holds at most a few 5 MiB parts in memory; a body smaller than one part goes as one PutObject.
      // On failure lib-storage aborts a started multipart upload, so no parts are left behind.
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: Readable.from(counted()), ContentType: contentType },
      });
      try {
        await upload.done();
      } catch (error) {
        body.destroy();
        // The body's own error says more than whatever the store answered after it.
        throw bodyError ?? error;
      }
      return { size };
    },

    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!(answer.Body instanceof Readable)) throw new Error(`S3 answered ${key} without a body`);
        return {
          body: answer.Body,
          size: answer.ContentLength ?? 0,
          contentType: answer.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },

    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async list(prefix, { modifiedBefore } = {}) {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${root}${prefix}`, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key?.startsWith(root)) continue;
          if (modifiedBefore && !(object.LastModified && object.LastModified < modifiedBefore)) continue;
          keys.push(object.Key.slice(root.length));
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },

    // An object is visible only once complete; unfinished multipart uploads are the lifecycle rule's.
    async removeIncomplete() {
      return [];
    },
  };
}

/** 'keydate', '/keydate/' and 'keydate/' all mean the folder 'keydate/'; '' means the bucket's root. */
function normalizePrefix(prefix: string): string {
  const trimmed = prefix.replace(/\/{2,}/g, '/').replace(/^\/|\/$/g, '');
  return trimmed ? `${trimmed}/` : '';
}

// HEAD answers a bare 404 ('NotFound'); a missing bucket must still fail loudly where S3 says so.
function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  if (name === 'NoSuchBucket') return false;
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}
