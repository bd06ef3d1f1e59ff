// A register of 5,000 contracts imported as CSV (lib/import-register.ts) into a workspace of a few hotels
// and vendors, on a server in a process of its own: the time of POST /api/imports (the file read in the
// reading child, every row checked), of the commit, and both together; how much the server's memory (its
// reading child included) grew meanwhile; and the SQL statements the commit sends, counted at the driver.
// Then the same file again, each row updating the contract it made. A file of a few rows goes first, so
// that the measured imports find the reading child started and every module loaded without starting from
// memory a large import has already raised; files of 500 and 1,000 rows go after them, and with the 5,000
// they show the commit's statements to be a fixed number plus the same number per 500 rows.
import { readFileSync } from 'node:fs';
import { type Child, startChild, stopChild } from '../lib/child-process.ts';
import {
  type DbKind,
  MEMORY_PATH,
  type Measurement,
  residentWithChildren,
  STATEMENTS_PATH,
} from '../lib/harness.ts';
import { KNOWN_PROPERTIES, KNOWN_VENDORS, type RegisterFile, registerCsv } from '../lib/import-register.ts';
import type { StatementCount } from '../lib/statement-counter.ts';

export const IMPORT_ROWS = 5_000;
export const IMPORT_TARGET_MS = 10_000;
export const IMPORT_GROWTH_TARGET_MB = 150;
/** Rows the commit writes per statement (services/imports/commit-import.ts). */
const BATCH = 500;
const MB = 1024 * 1024;

/** The server process's own resident size, its reading child left out (Linux; 0 elsewhere). */
function residentAlone(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/statm`, 'latin1').split(' ')[1]) * 4096;
  } catch {
    return 0;
  }
}

interface ImportRun {
  rows: number;
  postMs: number;
  commitMs: number;
  postStatements: number;
  /** The hotels and vendors the file names that the workspace did not hold yet. */
  newProperties: number;
  newVendors: number;
  commit: StatementCount;
  result: { created: number; updated: number; skipped: number };
  baselineMb: number;
  peakMb: number;
  /** The server process's growth alone: the rest of the growth is its reading child's. */
  serverAloneGrowthMb: number;
}

async function call<T>(child: Child, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(child.url + path, init);
  const body = await res.text();
  if (!res.ok)
    throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.status}: ${body.slice(0, 300)}`);
  return JSON.parse(body) as T;
}

const json = (child: Child, body: unknown): RequestInit => ({
  method: 'POST',
  headers: { ...child.headers, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** The workspace's hotels and vendors before any import, made as an admin makes them. */
async function makeDirectory(child: Child): Promise<void> {
  for (const name of KNOWN_PROPERTIES) await call(child, '/api/properties', json(child, { name }));
  for (const { name } of KNOWN_VENDORS) {
    await call(
      child,
      '/api/vendors',
      json(child, { name, contactPerson: 'Pat Doe', email: 'pat@vendor.example', phone: '+44 20 7946 0000' }),
    );
  }
}

interface ImportAnswer {
  id: string;
  dateOrder: string | null;
  message: string | null;
  summary: {
    valid: number;
    invalid: number;
    duplicates: number;
    newProperties: string[];
    newVendors: string[];
  };
}

/** One file imported and committed, timed, its memory watched from here and in the server. */
async function importOnce(
  child: Child,
  file: RegisterFile,
  onDuplicate: 'skip' | 'update',
): Promise<ImportRun> {
  const baseline = (await call<{ rss: number }>(child, MEMORY_PATH, { method: 'POST' })).rss;
  let outside = baseline;
  const aloneBefore = residentAlone(child.pid);
  let alonePeak = aloneBefore;
  const sampler = setInterval(() => {
    outside = Math.max(outside, residentWithChildren(child.pid));
    alonePeak = Math.max(alonePeak, residentAlone(child.pid));
  }, 20);
  try {
    await call(child, STATEMENTS_PATH, { method: 'POST' });
    const form = new FormData();
    form.append('file', new Blob([file.bytes], { type: 'text/csv' }), 'contract-register.csv');
    const posted = performance.now();
    const answer = await call<ImportAnswer>(child, '/api/imports', {
      method: 'POST',
      headers: child.headers,
      body: form,
    });
    const postMs = performance.now() - posted;
    const duplicates = onDuplicate === 'update' ? file.rows : 0;
    const { summary } = answer;
    if (summary.valid !== file.rows || summary.duplicates !== duplicates || answer.dateOrder !== 'DMY') {
      throw new Error(
        `the import of ${file.rows} rows read ${JSON.stringify(summary)}, date order ${answer.dateOrder} (${answer.message})`,
      );
    }
    const postStatements = (await call<StatementCount>(child, STATEMENTS_PATH)).statements;
    await call(child, STATEMENTS_PATH, { method: 'POST' });
    const committed = performance.now();
    const result = await call<ImportRun['result']>(
      child,
      `/api/imports/${answer.id}/commit`,
      json(child, { mode: 'all', createMissing: true, onDuplicate }),
    );
    const commitMs = performance.now() - committed;
    const commit = await call<StatementCount>(child, STATEMENTS_PATH);
    const written = onDuplicate === 'update' ? result.updated : result.created;
    if (written !== file.rows)
      throw new Error(`the commit of ${file.rows} rows answered ${JSON.stringify(result)}`);
    const { peakRss } = await call<{ peakRss: number }>(child, MEMORY_PATH);
    return {
      rows: file.rows,
      postMs,
      commitMs,
      postStatements,
      newProperties: summary.newProperties.length,
      newVendors: summary.newVendors.length,
      commit,
      result,
      baselineMb: baseline / MB,
      peakMb: Math.max(peakRss, outside) / MB,
      serverAloneGrowthMb: (alonePeak - aloneBefore) / MB,
    };
  } finally {
    clearInterval(sampler);
  }
}

const ratio = (value: number, target: number) => `${(value / target).toFixed(2)}x`;
const rounded = (value: number) => Math.round(value);

function measurements(
  database: DbKind,
  label: string,
  file: RegisterFile,
  runs: [ImportRun, ImportRun, ImportRun],
): Measurement[] {
  const [small, medium, large] = runs;
  const batches = (run: ImportRun) => Math.ceil(run.rows / BATCH);
  // Two sizes give the fixed part and the part per batch; the third must follow them exactly.
  const perBatch = (medium.commit.statements - small.commit.statements) / (batches(medium) - batches(small));
  const fixed = small.commit.statements - perBatch * batches(small);
  const linear =
    perBatch > 0 &&
    Number.isInteger(perBatch) &&
    large.commit.statements === fixed + perBatch * batches(large);
  const totalMs = large.postMs + large.commitMs;
  const growthMb = large.peakMb - large.baselineMb;
  const rows = large.rows.toLocaleString('en-US');
  return [
    {
      database,
      scenario: `${label}: read and check (POST /api/imports)`,
      value: large.postMs,
      unit: 'ms',
      detail: {
        kilobytes: rounded(file.bytes.length / 1024),
        statements: large.postStatements,
        msaRows: file.msaRows,
        newProperties: large.newProperties,
        newVendors: large.newVendors,
      },
    },
    {
      database,
      scenario: `${label}: commit`,
      value: large.commitMs,
      unit: 'ms',
      detail: large.result,
    },
    {
      database,
      scenario: `${label}: total`,
      value: totalMs,
      unit: 'ms',
      target: `≤ ${IMPORT_TARGET_MS} ms`,
      pass: totalMs <= IMPORT_TARGET_MS,
      detail: {
        vsTarget: ratio(totalMs, IMPORT_TARGET_MS),
        rowsPerSecond: rounded((large.rows / totalMs) * 1000),
      },
    },
    {
      database,
      scenario: `${label}: server memory growth, reading child included`,
      value: rounded(growthMb),
      unit: 'MB',
      target: `≤ ${IMPORT_GROWTH_TARGET_MB} MB`,
      pass: growthMb <= IMPORT_GROWTH_TARGET_MB,
      detail: {
        vsTarget: ratio(growthMb, IMPORT_GROWTH_TARGET_MB),
        baselineMb: rounded(large.baselineMb),
        peakMb: rounded(large.peakMb),
        serverAloneMb: rounded(large.serverAloneGrowthMb),
      },
    },
    {
      database,
      scenario: `${label}: SQL statements of the commit`,
      value: large.commit.statements,
      unit: 'statements',
      target: `a fixed number plus the same number per ${BATCH} rows (${rows} rows: ${batches(large)} batches)`,
      pass: linear,
      detail: {
        [`at${small.rows}`]: small.commit.statements,
        [`at${medium.rows}`]: medium.commit.statements,
        perBatch,
        fixed,
        newConnections: large.commit.connectionSetup,
      },
    },
  ];
}

export async function importScenario(kind: DbKind, postgresUrl?: string): Promise<Measurement[]> {
  const child = await startChild(kind, postgresUrl, { countStatements: true });
  try {
    await makeDirectory(child);
    await importOnce(child, registerCsv({ rows: 20, file: 3 }), 'skip');
    const large = registerCsv({ rows: IMPORT_ROWS, file: 2 });
    const created = await importOnce(child, large, 'skip');
    const updated = await importOnce(child, large, 'update');
    const smaller = [registerCsv({ rows: 500, file: 0 }), registerCsv({ rows: 1_000, file: 1 })];
    const statementRuns = async (onDuplicate: 'skip' | 'update', measured: ImportRun) => {
      const runs: ImportRun[] = [];
      for (const file of smaller) runs.push(await importOnce(child, file, onDuplicate));
      return [...runs, measured] as [ImportRun, ImportRun, ImportRun];
    };
    const createdRuns = await statementRuns('skip', created);
    const updatedRuns = await statementRuns('update', updated);
    const rows = IMPORT_ROWS.toLocaleString('en-US');
    return [
      ...measurements(kind, `import of ${rows} CSV rows (${rows} new contracts)`, large, createdRuns),
      ...measurements(kind, `the same file again (${rows} updates)`, large, updatedRuns),
    ];
  } finally {
    await stopChild(child);
  }
}
