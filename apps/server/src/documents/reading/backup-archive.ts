// A workspace backup someone sent (a zip), unpacked in the reading child for a restore: every entry must
// be one a backup holds (a name like `../x` or `/etc/x` is refused before anything is written), each
// is written under its own flat name in a folder the server chose, counted and hashed as it inflates,
// and must match the manifest's size and checksum. What comes back is the records as parsed JSON, for
// the server to check, and where each document was written.
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BACKUP_FILES, BACKUP_PATH, MAX_UPLOAD_BYTES } from '@keydate/domain';
import yauzl from 'yauzl';
import type { TBackupArchive, TFileLimits } from './reading-types.ts';
import { eachEntry, entryStream, type ZipFile } from './zip-reader.ts';

class Refused extends Error {
  constructor(readonly reason: Extract<TBackupArchive, { state: 'unavailable' }>['reason']) {
    super(reason);
  }
}

/** The most a record file may hold: far more than 10,000 contracts' JSON. */
const MAX_RECORDS_BYTES = 200 * 1024 * 1024;

function openZipFile(path: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, validateEntrySizes: false }, (error, zip) =>
      error || !zip ? reject(error) : resolve(zip),
    );
  });
}

const flatName = (path: string) => path.replace(/\//g, '__');

export async function readBackupArchive(
  path: string,
  outDir: string,
  limits: TFileLimits,
): Promise<TBackupArchive> {
  let zip: ZipFile | undefined;
  try {
    try {
      zip = await openZipFile(path);
    } catch {
      return { state: 'unavailable', reason: 'unreadable' };
    }
    if (zip.entryCount > limits.maxArchiveEntries) return { state: 'unavailable', reason: 'too_large' };
    const opened = zip;
    const written = new Map<string, { size: number; sha256: string }>();
    let total = 0;
    await eachEntry(opened, async (entry) => {
      const name = entry.fileName;
      if (name === 'data/' || name === 'documents/') return;
      if (!BACKUP_PATH.test(name)) throw new Refused('unsafe_path');
      if (written.has(name)) throw new Refused('tampered');
      const room = Math.min(
        limits.maxArchiveBytes - total,
        name.startsWith('documents/') ? MAX_UPLOAD_BYTES : MAX_RECORDS_BYTES,
      );
      const hash = createHash('sha256');
      let size = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (size > room) return done(new Refused('too_large'));
          hash.update(chunk);
          done(null, chunk);
        },
      });
      await pipeline(
        await entryStream(opened, entry),
        counted,
        createWriteStream(join(outDir, flatName(name))),
      );
      total += size;
      written.set(name, { size, sha256: hash.digest('hex') });
    });

    const manifest = (await readJson(outDir, BACKUP_FILES.manifest, written)) as { files?: unknown } | null;
    const listed = Array.isArray(manifest?.files) ? (manifest.files as Array<Record<string, unknown>>) : null;
    if (!listed) return { state: 'unavailable', reason: 'not_a_backup' };
    // Every file but the manifest is listed with its size and checksum, and every listed file is there.
    const expected = new Map(listed.map((file) => [String(file.path), file]));
    for (const [name, file] of written) {
      if (name === BACKUP_FILES.manifest) continue;
      const claim = expected.get(name);
      if (!claim || claim.size !== file.size || claim.sha256 !== file.sha256) throw new Refused('tampered');
    }
    if (listed.length !== written.size - 1) throw new Refused('tampered');

    const documents: Record<string, string> = {};
    for (const name of written.keys()) {
      if (name.startsWith('documents/'))
        documents[name.slice('documents/'.length)] = join(outDir, flatName(name));
    }
    return {
      state: 'archive',
      manifest,
      workspace: await readJson(outDir, BACKUP_FILES.workspace, written),
      properties: await readJson(outDir, BACKUP_FILES.properties, written),
      vendors: await readJson(outDir, BACKUP_FILES.vendors, written),
      contracts: await readJson(outDir, BACKUP_FILES.contracts, written),
      history: written.has(BACKUP_FILES.history) ? await readJson(outDir, BACKUP_FILES.history, written) : [],
      documents,
    };
  } catch (error) {
    if (error instanceof Refused) return { state: 'unavailable', reason: error.reason };
    // yauzl refuses such a name itself, before any entry of that name is handed over.
    if (error instanceof Error && /invalid relative path|absolute path/.test(error.message)) {
      return { state: 'unavailable', reason: 'unsafe_path' };
    }
    return { state: 'unavailable', reason: 'unreadable' };
  } finally {
    zip?.close();
  }
}

/** A record file of the backup as JSON; a backup without it, or whose JSON does not parse, is not one. */
async function readJson(
  outDir: string,
  path: string,
  written: ReadonlyMap<string, unknown>,
): Promise<unknown> {
  if (!written.has(path)) throw new Refused('not_a_backup');
  try {
    return JSON.parse(await readFile(join(outDir, flatName(path)), 'utf8'));
  } catch {
    throw new Refused('not_a_backup');
  }
}
