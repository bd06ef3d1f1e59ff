import type { Readable } from 'node:stream';

/** A stored object as read back. */
export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
}

/**
 * Where documents live: local disk by default, any S3-compatible store when configured. Keys are
 * chosen by the caller (unguessable, scoped to the workspace) and use only [A-Za-z0-9._/-].
 */
export interface Storage {
  /** Streams `body` to `key`; resolves with the bytes written. A failed or aborted body leaves nothing behind. */
  put(key: string, body: Readable, options: { contentType: string }): Promise<{ size: number }>;
  /** The object at `key`, or undefined when there is none. */
  get(key: string): Promise<StoredObject | undefined>;
  /** Removes `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every key that starts with `prefix`, sorted; with `modifiedBefore`, only those last written before it. */
  list(prefix: string, options?: { modifiedBefore?: Date }): Promise<string[]>;
  /**
   * Removes what writes cut short left behind (a crash mid-upload) that began before `startedBefore`,
   * and says what it removed. On S3 a half-written object is never visible; the parts of an unfinished
   * multipart upload are the bucket's lifecycle rule's to remove (README).
   */
  removeIncomplete(startedBefore: Date): Promise<string[]>;
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Refuses keys that could escape the store's root (.., absolute paths, odd characters). */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}
