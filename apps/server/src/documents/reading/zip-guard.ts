// A zip bomb check, run before anything reads a DOCX's parts. The central directory's sizes are the
// zip's own claim, so each entry is also inflated, its output thrown away, counting what it really
// gives: an entry that lies about its size is caught at the limit.
import { type Entry, eachEntry, entryStream, openZip, type ZipFile } from './zip-reader.ts';

export type TZipVerdict = 'ok' | 'too_large' | 'unreadable';

export interface TZipLimits {
  maxUnzippedBytes: number;
  maxZipEntries: number;
}

class TooLarge extends Error {}

async function inflatedSize(zip: ZipFile, entry: Entry, room: number): Promise<number> {
  const stream = await entryStream(zip, entry);
  return new Promise((resolve, reject) => {
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > room) stream.destroy(new TooLarge());
    });
    stream.on('error', reject);
    stream.on('end', () => resolve(size));
  });
}

/** Whether the zip unpacks within the limits, by its directory and by what its entries really inflate to. */
export async function checkZip(buffer: Buffer, limits: TZipLimits): Promise<TZipVerdict> {
  let zip: ZipFile | undefined;
  try {
    zip = await openZip(buffer);
    if (zip.entryCount > limits.maxZipEntries) return 'too_large';
    const opened = zip;
    let declared = 0;
    let inflated = 0;
    await eachEntry(opened, async (entry) => {
      declared += entry.uncompressedSize;
      if (declared > limits.maxUnzippedBytes) throw new TooLarge();
      inflated += await inflatedSize(opened, entry, limits.maxUnzippedBytes - inflated);
    });
    return 'ok';
  } catch (error) {
    return error instanceof TooLarge ? 'too_large' : 'unreadable';
  } finally {
    zip?.close();
  }
}
