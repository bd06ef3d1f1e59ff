// `npm run bench`: load figures for the API against a trivial baseline route measured in the same
// run on the same server. Prints a table and writes JSON under bench/results/.
//   --seconds N        duration of each run (default 5)
//   --connections N    concurrent connections (default 10)
//   --db pglite|postgres|both   (default: PGlite, plus PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set)
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  BASELINE_PATH,
  type DbKind,
  type Figure,
  load,
  printTable,
  startBenchServer,
  withRatios,
} from './lib/harness.ts';
import { accountsScenario } from './scenarios/accounts.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    db: { type: 'string' },
  },
});
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

const all: Figure[] = [];
for (const kind of kinds) {
  console.log(`\nBenching on ${kind} (${connections} connections, ${seconds} s per run)...`);
  const server = await startBenchServer(kind, postgresUrl);
  try {
    const baseline = await load(
      server,
      kind,
      'baseline (trivial route)',
      { path: BASELINE_PATH },
      { connections, seconds },
    );
    const figures = [baseline, ...(await accountsScenario(server, kind, { connections, seconds }))];
    all.push(...withRatios(figures, baseline));
  } finally {
    await server.close();
  }
}

printTable(all);
const resultsDir = join(import.meta.dirname, 'results');
mkdirSync(resultsDir, { recursive: true });
const file = join(resultsDir, `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(
  file,
  `${JSON.stringify({ at: new Date().toISOString(), machine: { cpus: cpus().length, memoryBytes: totalmem(), node: process.version }, figures: all }, null, 2)}\n`,
);
console.log(`\nWritten to ${file}`);
