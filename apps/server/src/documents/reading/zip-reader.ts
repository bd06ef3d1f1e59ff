// yauzl's callbacks as promises: a zip's entries, and one entry's inflated bytes as a stream.
import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

export type { Entry, ZipFile };

export function openZip(buffer: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    // Sizes are checked by the callers (zip-guard.ts), against a total: yauzl's own check would
    // call an entry that lies about its size unreadable rather than too large.
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: false }, (error, zip) =>
      error || !zip ? reject(error) : resolve(zip),
    );
  });
}

/** Calls `visit` on each entry in turn, waiting for the promise it returns before the next. */
export function eachEntry(zip: ZipFile, visit: (entry: Entry) => Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: Entry) => {
      visit(entry).then(() => zip.readEntry(), reject);
    });
    zip.readEntry();
  });
}

export function entryStream(zip: ZipFile, entry: Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => (error || !stream ? reject(error) : resolve(stream)));
  });
}
