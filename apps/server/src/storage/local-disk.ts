import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, type Storage } from './storage.ts';

// Content types are kept beside each file so a read answers what was written.
const META_SUFFIX = '.meta.json';

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
      const partial = `${target}.partial-${randomBytes(6).toString('hex')}`;
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

    async list(prefix) {
      let entries: string[];
      try {
        entries = await readdir(base, { recursive: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const keys: string[] = [];
      for (const entry of entries) {
        if (entry.endsWith(META_SUFFIX) || entry.includes('.partial-')) continue;
        const full = join(base, entry);
        if (!(await stat(full)).isFile()) continue;
        const key = relative(base, full).split(sep).join('/');
        if (key.startsWith(prefix)) keys.push(key);
      }
      return keys.sort();
    },
  };
}

function ignoreMissing(error: NodeJS.ErrnoException): void {
  if (error.code !== 'ENOENT') throw error;
}
