// Migrates one template database per run: a PGlite data-dir dump, and on PostgreSQL a template
// database. Each test file then starts from a private copy, so files never see each other's rows.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteExtensions } from '../../src/db/client.ts';
import { adminUrl, databaseUrl, dropDatabase } from './postgres.ts';

export default async function setup(project: TestProject) {
  const kind = project.config.env?.KEYDATE_TEST_DB ?? 'pglite';
  if (kind === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test project');
    const runId = `${process.pid}_${randomBytes(3).toString('hex')}`;
    const template = `keydate_tpl_${runId}`;
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: adminUrl(base) });
    await admin.connect();
    await admin.query(`create database "${template}"`);
    const database = await openDatabase({ databaseUrl: databaseUrl(base, template), poolSize: 1 });
    await database.close();
    await admin.end();
    project.provide('pgTemplate', template);
    project.provide('pgRunId', runId);
    return async () => {
      await dropDatabase(base, template);
    };
  }

  const pglite = await PGlite.create({ extensions: await pgliteExtensions() });
  const database = await openDatabase({ pglite });
  const dump = await pglite.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), 'keydate-tpl-'));
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string;
    pgRunId: string;
  }
}
