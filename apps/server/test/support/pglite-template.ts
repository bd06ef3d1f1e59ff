// The embedded database migrated once per test run, kept as a data-dir dump. Every project that uses the
// embedded engine starts from it: their global setups run in the one Vitest process, so the first builds it
// and the others wait for that one (globalThis is shared by the projects' module graphs).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, pgliteExtensions } from '../../src/db/client.ts';

const shared = globalThis as { keydatePgliteTemplate?: Promise<{ file: string; remove: () => void }> };

async function buildTemplate() {
  const pglite = await PGlite.create({ extensions: await pgliteExtensions() });
  const database = await openDatabase({ pglite });
  const dump = await pglite.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), 'keydate-tpl-'));
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The dump's path, and a teardown that removes it (safe to call from each project). */
export async function pgliteTemplate(): Promise<{ file: string; remove: () => void }> {
  shared.keydatePgliteTemplate ??= buildTemplate();
  return shared.keydatePgliteTemplate;
}

/** A PGlite started from the dump at `file`: in memory, or in `dataDir` for a database another process opens. */
export async function pgliteFromTemplate(file: string, dataDir?: string): Promise<PGlite> {
  return PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    loadDataDir: new Blob([readFileSync(file)]),
    extensions: await pgliteExtensions(),
  });
}
