// A DATA_DIR whose embedded database is created and migrated once per run: the tests that start the
// server process copy it (server-process.ts migratedDataDir) instead of creating a database at each start.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { pgliteDir } from '../../src/db/client.ts';
import { pgliteFromTemplate, pgliteTemplate } from './pglite-template.ts';

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'keydate-data-template-'));
  // The run's migrated dump (pglite-template.ts), written out as a data dir.
  const template = await pgliteTemplate();
  const pglite = await pgliteFromTemplate(template.file, pgliteDir(dir));
  await pglite.close();
  project.provide('dataDirTemplate', dir);
  return () => {
    rmSync(dir, { recursive: true, force: true });
    template.remove();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    dataDirTemplate: string;
  }
}
