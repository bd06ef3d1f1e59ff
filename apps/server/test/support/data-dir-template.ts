// A DATA_DIR whose embedded database is created and migrated once per run: the tests that start the
// server process copy it (server-process.ts migratedDataDir) instead of creating a database at each start.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteDir } from '../../src/db/client.ts';

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'keydate-data-template-'));
  const database = await openDatabase({ pgliteDataDir: pgliteDir(dir) });
  await database.close();
  project.provide('dataDirTemplate', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    dataDirTemplate: string;
  }
}
