import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, type Storage } from './storage.ts';

// Content types are kept beside each file so a read answers what was written.
const META_SUFFIX = '.meta.json';
// A file being written carries this in its name until it is complete and renamed to its key.
const PARTIAL_MARK = '.partial-';

/** Documents as files under one root folder (DATA_DIR/documents by default). */
export function localDiskStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertSafeKey(key);
    if (key.endsWith(META_SUFFIX)) throw new Error(`Unsafe storage key: ${key}`);
    return join(base, ...key.split('/'));
  };

  return {
    async put(key, body: Readable, { contentType }) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      // Write to a temporary name and rename once complete, so a reader never sees half a file.
      const partial = `${target}${PARTIAL_MARK}${randomBytes(6).toString('hex')}`;
      let size = 0;
      const count = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      try {
        await pipeline(body, count, createWriteStream(partial, { flags: 'wx' }));
        await writeFile(`${target}${META_SUFFIX}`, JSON.stringify({ contentType }));
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { size };
    },

    async get(key) {
      const path = pathOf(key);
      try {
        const info = await stat(path);
        const meta = JSON.parse(await readFile(`${path}${META_SUFFIX}`, 'utf8')) as { contentType: string };
        return { body: createReadStream(path), size: info.size, contentType: meta.contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },

    async delete(key) {
      const path = pathOf(key);
      await unlink(path).catch(ignoreMissing);
      await unlink(`${path}${META_SUFFIX}`).catch(ignoreMissing);
    },

    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },

    async list(prefix, { modifiedBefore } = {}) {
      const keys: string[] = [];
      for (const entry of await entriesUnder(base)) {
        if (entry.endsWith(META_SUFFIX) || entry.includes(PARTIAL_MARK)) continue;
        const info = await statOrUndefined(join(base, entry));
        if (!info?.isFile() || (modifiedBefore && info.mtime >= modifiedBefore)) continue;
        const key = entry.split(sep).join('/');
        if (key.startsWith(prefix)) keys.push(key);
      }
      return keys.sort();
    },

    // Half-written files, and content types whose file never arrived (a crash between the two writes).
    async removeIncomplete(startedBefore) {
      const removed: string[] = [];
      for (const entry of await entriesUnder(base)) {
        const path = join(base, entry);
        const leftover =
          entry.includes(PARTIAL_MARK) ||
          (entry.endsWith(META_SUFFIX) && !(await statOrUndefined(path.slice(0, -META_SUFFIX.length))));
        if (!leftover) continue;
        const info = await statOrUndefined(path);
        if (!info?.isFile() || info.mtime >= startedBefore) continue;
        await rm(path, { force: true });
        removed.push(entry.split(sep).join('/'));
      }
      return removed.sort();
    },
  };
}

/** Every path under `base`, relative to it; none when it does not exist yet. */
async function entriesUnder(base: string): Promise<string[]> {
  try {
    return await readdir(base, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

// A file may go between the listing and the look (another instance's sweep, a delete).
async function statOrUndefined(path: string) {
  try {
    return await stat(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function ignoreMissing(error: NodeJS.ErrnoException): void {
  if (error.code !== 'ENOENT') throw error;
}
