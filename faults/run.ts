// `npm run faults`: the server under the faults an operator's infrastructure brings (kill -9 during
// uploads, the database going away, SIGTERM with work in flight or nobody reading the log) and a
// stranger's hostile document in the preview, each against the real server process, printing what was
// lost, left behind, and how long stopping and recovering took. Takes a few minutes; every fault also
// has a fast test in `npm test`.
//   --db pglite|postgres|both   (default: PGlite, plus PostgreSQL when TEST_DATABASE_URL is set)
//   --rounds N                  rounds of kill -9 (default 10)
//   --only kill,outage,stop,preview   (default: all)
import { parseArgs } from 'node:util';
import { hostilePreview } from './hostile-preview.ts';
import type { DbKind } from './lib/server.ts';
import { databaseOutage, type Figures, killDuringUploads, stopping } from './scenarios.ts';

const { values } = parseArgs({
  options: { db: { type: 'string' }, rounds: { type: 'string', default: '10' }, only: { type: 'string' } },
});
const postgresUrl = process.env.FAULTS_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const kinds: DbKind[] =
  values.db === 'both'
    ? ['pglite', 'postgres']
    : values.db
      ? [values.db as DbKind]
      : postgresUrl
        ? ['pglite', 'postgres']
        : ['pglite'];
if (kinds.includes('postgres') && !postgresUrl) {
  console.error(
    'Set TEST_DATABASE_URL (or FAULTS_DATABASE_URL) to a PostgreSQL server for the PostgreSQL runs.',
  );
  process.exit(1);
}
const only = (values.only ?? 'kill,outage,stop,preview').split(',');
const rounds = Number(values.rounds);

function print(title: string, figures: Figures): void {
  console.log(`\n${title}`);
  const width = Math.max(...Object.keys(figures).map((k) => k.length));
  for (const [name, value] of Object.entries(figures)) console.log(`  ${name.padEnd(width)}  ${value}`);
}

for (const kind of kinds) {
  if (only.includes('kill')) {
    console.log(`\nkill -9 during uploads on ${kind}: ${rounds} rounds...`);
    print(`kill -9 during uploads (${kind})`, await killDuringUploads(kind, postgresUrl, rounds));
  }
  if (only.includes('outage') && kind === 'postgres') {
    console.log('\nPostgreSQL unreachable for 5 s under load...');
    print('PostgreSQL outage of 5 s', await databaseOutage(postgresUrl as string));
  }
  if (only.includes('stop')) {
    console.log(`\nStopping on ${kind}...`);
    print(`SIGTERM (${kind})`, await stopping(kind, postgresUrl));
  }
  if (only.includes('preview')) {
    console.log(`\nA plain user's hostile DOCX in the preview on ${kind}...`);
    print(`Hostile DOCX preview (${kind})`, await hostilePreview(kind, postgresUrl));
  }
}
