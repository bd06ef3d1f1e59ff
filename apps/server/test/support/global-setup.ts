// Migrates one template database per run: a PGlite data-dir dump (pglite-template.ts, shared by the
// projects), and on PostgreSQL a template database. Each test file then gets a database of its own (a copy
// of the template, or on PGlite one an earlier file closed and test-database.ts emptied), so files never
// see each other's rows.
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';
import { pgliteTemplate } from './pglite-template.ts';
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

  const template = await pgliteTemplate();
  project.provide('pgliteTemplate', template.file);
  return template.remove;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string;
    pgRunId: string;
  }
}
