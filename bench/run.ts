// `npm run bench`: load figures for the API against a trivial baseline route measured in the same
// run on the same server. Prints a table and writes JSON under bench/results/.
//   --seconds N        duration of each run (default 5)
//   --connections N    concurrent connections (default 10)
//   --db pglite|postgres|both   (default: PGlite, plus PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set)
//   --only accounts,contracts,uploads,dashboard,export,import,reminders,backup,drop,matrix,extraction,scan
//                      (default: all but matrix, extraction and scan)
//   --sets 10k,100k,1m          data sets of the list matrix (default 10k; 1m seeds a million contracts)
//   --cuad <folder>             contracts for the extraction and scan scenarios (default ../shared/cuad-dev)
//   --scan-contracts N          contracts the scan scenario scans and recognises (default 14, some 15 minutes)
//   --scan-skip K               the scan scenario leaves out the first K contracts of its order (default 0)
//   --scan-pages A-B            the scan scenario's contracts have A to B pages (default 1-12, at most 40)
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { MAX_RECOGNISED_PAGES } from '../apps/server/src/documents/reading/document-reader.ts';
import { startChild, stopChild } from './lib/child-process.ts';
import { CUAD_DIR } from './lib/cuad-answers.ts';
import { DATA_SETS, type DataSet, isDataSet } from './lib/data-sets.ts';
import {
  BASELINE_PATH,
  type DbKind,
  type Figure,
  load,
  type Measurement,
  printMeasurements,
  printTable,
  type ScenarioResult,
  startBenchServer,
  withRatios,
} from './lib/harness.ts';
import { accountsScenario } from './scenarios/accounts.ts';
import { backupScenario } from './scenarios/backup.ts';
import { contractsScenario } from './scenarios/contracts.ts';
import { dashboardMissing, dashboardScenario } from './scenarios/dashboard.ts';
import { dropScenario } from './scenarios/drop.ts';
import { exportScenario } from './scenarios/export.ts';
import { extractionMissing, extractionScenario } from './scenarios/extraction.ts';
import { importScenario } from './scenarios/import.ts';
import { listMatrixScenario } from './scenarios/list-matrix.ts';
import { remindersScenario } from './scenarios/reminders.ts';
import { DEFAULT_SCAN_CONTRACTS, DEFAULT_SCAN_PAGES, scanScenario } from './scenarios/scan.ts';
import { uploadsScenario } from './scenarios/uploads.ts';

const SCENARIOS = [
  'accounts',
  'contracts',
  'uploads',
  'dashboard',
  'export',
  'import',
  'reminders',
  'backup',
  'drop',
  'matrix',
  'extraction',
  'scan',
] as const;
// The list matrix takes minutes per data set, the extraction reads a folder of contracts from beside the
// repository, and the scan recognises contracts' scans for some 15 minutes: they run when asked for.
const DEFAULT_SCENARIOS = SCENARIOS.filter(
  (name) => name !== 'matrix' && name !== 'extraction' && name !== 'scan',
);
type Scenario = (typeof SCENARIOS)[number];

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    db: { type: 'string' },
    only: { type: 'string' },
    sets: { type: 'string', default: '10k' },
    cuad: { type: 'string', default: CUAD_DIR },
    'scan-contracts': { type: 'string', default: String(DEFAULT_SCAN_CONTRACTS) },
    'scan-skip': { type: 'string', default: '0' },
    'scan-pages': { type: 'string', default: `${DEFAULT_SCAN_PAGES.min}-${DEFAULT_SCAN_PAGES.max}` },
    // Internal: run one database's section in this process and write its result to --out.
    section: { type: 'string' },
    out: { type: 'string' },
  },
});
const only = (values.only ?? DEFAULT_SCENARIOS.join(','))
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const unknown = only.filter((name) => !SCENARIOS.includes(name as Scenario));
if (unknown.length > 0) {
  console.error(`Unknown scenario ${unknown.join(', ')}; choose from ${SCENARIOS.join(', ')}.`);
  process.exit(1);
}
const runs = (name: Scenario) => only.includes(name);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const kinds: DbKind[] =
  values.db === 'pglite'
    ? ['pglite']
    : values.db === 'postgres'
      ? ['postgres']
      : postgresUrl
        ? ['pglite', 'postgres']
        : ['pglite'];
if (kinds.includes('postgres') && !postgresUrl) {
  console.error(
    'Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server to bench on PostgreSQL.',
  );
  process.exit(1);
}

// Each database's sections (accounts, the list with 10,000 contracts, uploads, reminders) run in a
// fresh process of their own: what one section leaves behind (an in-process database, its caches,
// the garbage of thousands of requests) would otherwise weigh on the load generator of the next.
type Section =
  | 'accounts'
  | 'list'
  | 'uploads'
  | 'import'
  | 'reminders'
  | 'backup'
  | 'drop'
  | 'extraction'
  | 'scan'
  | `matrix-${DataSet}`;
const sets = (values.sets ?? '10k').split(',').map((name) => name.trim());
const unknownSets = sets.filter((name) => !isDataSet(name));
if (unknownSets.length > 0) {
  console.error(
    `Unknown data set ${unknownSets.join(', ')}; choose from ${Object.keys(DATA_SETS).join(', ')}.`,
  );
  process.exit(1);
}
const options = { connections, seconds };
const scanContracts = Number(values['scan-contracts']);
if (!(Number.isInteger(scanContracts) && scanContracts > 0)) {
  console.error('--scan-contracts takes a whole number above 0.');
  process.exit(1);
}
const scanSkip = Number(values['scan-skip']);
if (!(Number.isInteger(scanSkip) && scanSkip >= 0)) {
  console.error('--scan-skip takes a whole number, 0 or more.');
  process.exit(1);
}
const pageRange = /^(\d+)-(\d+)$/.exec(values['scan-pages'] ?? '');
const scanPages = { min: Number(pageRange?.[1]), max: Number(pageRange?.[2]) };
if (
  !(
    pageRange &&
    1 <= scanPages.min &&
    scanPages.min <= scanPages.max &&
    scanPages.max <= MAX_RECOGNISED_PAGES
  )
) {
  console.error(`--scan-pages takes two page counts, such as 13-20, from 1 to ${MAX_RECOGNISED_PAGES}.`);
  process.exit(1);
}

async function runSection(kind: DbKind, section: Section): Promise<ScenarioResult> {
  const figures: Figure[] = [];
  const measurements: Measurement[] = [];
  if (section === 'accounts') {
    const server = await startBenchServer(kind, postgresUrl);
    try {
      const baseline = await load(server, kind, 'baseline (trivial route)', { path: BASELINE_PATH }, options);
      figures.push(...withRatios([baseline, ...(await accountsScenario(server, kind, options))], baseline));
    } finally {
      await server.close();
    }
  }
  // The contract list, the dashboard and the register export with 10,000 contracts, on a server in a
  // process of its own so the load generator does not share its thread; its own baseline is measured the
  // same way.
  if (section === 'list') {
    const server = await startChild(kind, postgresUrl, { seed: true });
    try {
      if (runs('contracts')) {
        const baseline = await load(
          server,
          kind,
          'baseline (trivial route, server process)',
          { path: BASELINE_PATH },
          options,
        );
        const result = await contractsScenario(server, kind, options);
        figures.push(...withRatios([baseline, ...result.figures], baseline));
        measurements.push(...result.measurements);
      }
      if (runs('dashboard')) measurements.push(...(await dashboardScenario(server, kind)));
      if (runs('export')) measurements.push(...(await exportScenario(server, kind)));
    } finally {
      await stopChild(server);
    }
  }
  if (section.startsWith('matrix-')) {
    const set = section.slice('matrix-'.length) as DataSet;
    const server = await startChild(kind, postgresUrl, { set });
    try {
      const result = await listMatrixScenario(server, kind, set, options);
      figures.push(...result.figures);
      measurements.push(...result.measurements);
    } finally {
      await stopChild(server);
    }
  }
  // In a server process of its own, so its memory is the server's alone.
  if (section === 'uploads') measurements.push(...(await uploadsScenario(kind, postgresUrl)));
  // A register of 5,000 rows imported, then imported again over the contracts it made: in a server
  // process of its own that counts its SQL statements.
  if (section === 'import') measurements.push(...(await importScenario(kind, postgresUrl)));
  // The reminder sweep over 1,000 and 10,000 seeded contracts: its time and its SQL statements.
  if (section === 'reminders') measurements.push(...(await remindersScenario(kind, postgresUrl)));
  // A workspace of 1,000 contracts with their documents written out and restored into an empty one.
  if (section === 'backup') measurements.push(...(await backupScenario(kind, postgresUrl)));
  // 200 PDFs dropped as drafts, three at a time as the web app sends them.
  if (section === 'drop') measurements.push(...(await dropScenario(kind, postgresUrl)));
  if (section === 'extraction') {
    measurements.push(...(await extractionScenario(kind, values.cuad ?? CUAD_DIR, postgresUrl)));
  }
  // Development contracts made into scans and read with text recognition, against their text layers.
  if (section === 'scan') {
    measurements.push(
      ...(await scanScenario(kind, values.cuad ?? CUAD_DIR, scanContracts, scanSkip, scanPages)),
    );
  }
  return { figures, measurements };
}

if (values.section) {
  const [kind, section] = values.section.split(':') as [DbKind, Section];
  const result = await runSection(kind, section);
  writeFileSync(values.out as string, JSON.stringify(result));
  process.exit(0);
}

const sections: Section[] = [
  ...(runs('accounts') ? (['accounts'] as const) : []),
  ...(runs('contracts') || runs('dashboard') || runs('export') ? (['list'] as const) : []),
  ...(runs('uploads') ? (['uploads'] as const) : []),
  ...(runs('import') ? (['import'] as const) : []),
  ...(runs('reminders') ? (['reminders'] as const) : []),
  ...(runs('backup') ? (['backup'] as const) : []),
  ...(runs('drop') ? (['drop'] as const) : []),
  ...(runs('matrix') ? sets.map((set) => `matrix-${set as DataSet}` as const) : []),
  ...(runs('extraction') ? (['extraction'] as const) : []),
  ...(runs('scan') ? (['scan'] as const) : []),
];
const missing =
  (runs('dashboard') ? dashboardMissing() : undefined) ??
  (runs('extraction') || runs('scan') ? extractionMissing(values.cuad ?? CUAD_DIR) : undefined);
if (missing) {
  console.error(missing);
  process.exit(1);
}
const all: Figure[] = [];
const measurements: Measurement[] = [];
const scratch = mkdtempSync(join(tmpdir(), 'keydate-bench-run-'));
try {
  for (const kind of kinds) {
    console.log(
      `\nBenching ${only.join(', ')} on ${kind} (${connections} connections, ${seconds} s per run)...`,
    );
    for (const section of sections) {
      // Reading documents touches no database: once is enough.
      if ((section === 'extraction' || section === 'scan') && kind !== kinds[0]) continue;
      const out = join(scratch, `${kind}-${section}.json`);
      const args = process.argv
        .slice(2)
        .filter((arg) => !arg.startsWith('--section') && !arg.startsWith('--out'));
      const child = spawn(
        process.execPath,
        [...process.execArgv, import.meta.filename, ...args, `--section=${kind}:${section}`, `--out=${out}`],
        { stdio: 'inherit' },
      );
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      if (code !== 0) throw new Error(`the ${section} section on ${kind} failed (exit ${code})`);
      const result = JSON.parse(readFileSync(out, 'utf8')) as ScenarioResult;
      all.push(...result.figures);
      measurements.push(...result.measurements);
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

if (all.length > 0) printTable(all);
printMeasurements(measurements);
const resultsDir = join(import.meta.dirname, 'results');
mkdirSync(resultsDir, { recursive: true });
const file = join(resultsDir, `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(
  file,
  `${JSON.stringify({ at: new Date().toISOString(), machine: { cpus: cpus().length, memoryBytes: totalmem(), node: process.version }, figures: all, measurements }, null, 2)}\n`,
);
console.log(`\nWritten to ${file}`);
