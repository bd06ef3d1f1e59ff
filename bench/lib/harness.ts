// Shared pieces of `npm run bench`: a real server on a loopback port, autocannon runs with exact
// percentiles, and a table of figures with ratios against a baseline route measured in the same run.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { type App, buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { type Database, openDatabase } from '../../apps/server/src/db/client.ts';
import { createMailer } from '../../apps/server/src/mail/mailer.ts';
import { createStorage } from '../../apps/server/src/storage/index.ts';
import { countStatements } from './statement-counter.ts';

export type DbKind = 'pglite' | 'postgres';

export interface BenchServer {
  app: App;
  database: Database;
  url: string;
  close(): Promise<void>;
}

export const BASELINE_PATH = '/api/bench/baseline';
/**
 * The bench server's memory, its document reader's child process included: `{ rss, peakRss }` in bytes;
 * POST resets the peak to the current RSS.
 */
export const MEMORY_PATH = '/api/bench/memory';
/**
 * The SQL statements the bench server sent since the last POST here (lib/statement-counter.ts):
 * `{ statements, connectionSetup }`.
 */
export const STATEMENTS_PATH = '/api/bench/statements';

/**
 * A process's resident size plus its child processes' (the server's document reader), read from Linux's
 * /proc; 0 where there is none.
 */
export function residentWithChildren(pid: number): number {
  const readOr = (path: string, fallback: string) => {
    try {
      return readFileSync(path, 'latin1');
    } catch {
      return fallback; // No /proc, or a child gone meanwhile.
    }
  };
  const children = readOr(`/proc/${pid}/task/${pid}/children`, '').split(' ').filter(Boolean);
  return [String(pid), ...children]
    .map((each) => Number(readOr(`/proc/${each}/statm`, '0 0').split(' ')[1]) * 4096)
    .reduce((sum, bytes) => sum + bytes, 0);
}

/** This process's resident size with its children's; elsewhere than Linux, this process's alone. */
const serverRss = () => residentWithChildren(process.pid) || process.memoryUsage.rss();

/**
 * A fresh database of the given kind, the full app on it, plus a trivial baseline route. With
 * `sampleMemory`, the process samples its RSS every 20 ms and answers the peak on MEMORY_PATH; with
 * `countStatements`, it counts the SQL statements it sends and answers them on STATEMENTS_PATH.
 */
export async function startBenchServer(
  kind: DbKind,
  postgresUrl?: string,
  { sampleMemory = false, countStatements: counting = false } = {},
): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'keydate-bench-'));
  let dropDb: (() => Promise<void>) | undefined;
  let database: Database;
  if (kind === 'postgres') {
    if (!postgresUrl) throw new Error('a PostgreSQL URL is required');
    const name = `keydate_bench_${randomBytes(4).toString('hex')}`;
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    // The server's own default pool size (DATABASE_POOL_SIZE, 10).
    database = await openDatabase({ databaseUrl: url.toString() });
    dropDb = async () => {
      const again = new pg.Client({ connectionString: postgresUrl });
      await again.connect();
      await again.query(`drop database if exists "${name}" with (force)`);
      await again.end();
    };
  } else {
    database = await openDatabase({ pgliteDataDir: join(dataDir, 'db') });
  }
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SECRET_KEY: randomBytes(32).toString('hex'),
    LOGIN_RATE_LIMIT: '100000000',
    LOGIN_IP_RATE_LIMIT: '100000000',
    EMAIL_RATE_LIMIT: '100000000',
    REGISTER_RATE_LIMIT: '100000000',
    LOG_LEVEL: 'silent',
  });
  const mailer = createMailer({
    outboxDir: join(dataDir, 'outbox'),
    from: config.MAIL_FROM,
    logger: { info: () => {} },
  });
  const app = await buildApp({ config, database, mailer, storage: await createStorage(config) });
  app.get(BASELINE_PATH, { schema: { hide: true } }, async () => ({ ok: true }));
  if (counting) {
    const counter = countStatements(database);
    app.get(STATEMENTS_PATH, { schema: { hide: true } }, async () => counter.read());
    app.post(STATEMENTS_PATH, { schema: { hide: true } }, async () => {
      counter.reset();
      return counter.read();
    });
  }
  let sampler: NodeJS.Timeout | undefined;
  if (sampleMemory) {
    let peakRss = serverRss();
    sampler = setInterval(() => {
      peakRss = Math.max(peakRss, serverRss());
    }, 20);
    app.get(MEMORY_PATH, { schema: { hide: true } }, async () => {
      const rss = serverRss();
      peakRss = Math.max(peakRss, rss);
      return { rss, peakRss };
    });
    app.post(MEMORY_PATH, { schema: { hide: true } }, async () => {
      peakRss = serverRss();
      return { rss: peakRss, peakRss };
    });
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    database,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      clearInterval(sampler);
      await app.close();
      mailer.close();
      await database.close();
      await dropDb?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface LoadRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** When given, requests take these paths in turn (instead of `path`). */
  paths?: string[];
  headers?: Record<string, string>;
  body?: string;
}

export interface Figure {
  database: DbKind;
  scenario: string;
  connections: number;
  seconds: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Throughput as a share of the baseline route's, and p95 latency as a multiple of the baseline's. */
  rpsRatio?: number;
  p95Ratio?: number;
}

/** The nearest-rank `p`th percentile (0-100) of ascending values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

/**
 * Bounded load (count and time) against a loopback server, after a one-second warm-up; latencies
 * recorded per request. A run with any non-2xx answer or connection error throws: its figures
 * would measure an error path, not the call.
 */
export async function load(
  server: { url: string },
  database: DbKind,
  scenario: string,
  request: LoadRequest,
  { connections = 10, seconds = 5, warmUpSeconds = 1 } = {},
): Promise<Figure> {
  await measure(server, request, connections, warmUpSeconds);
  const { result, latencies } = await measure(server, request, connections, seconds);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${scenario}: ${result.non2xx} non-2xx answers and ${result.errors} errors; the figures would not be of the call itself`,
    );
  }
  return {
    database,
    scenario,
    connections,
    seconds,
    requests: latencies.length,
    rps: latencies.length / result.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Load that is not measured: to bring the server's compiled code and the database's caches to their steady state. */
export async function warmUp(
  server: { url: string },
  request: LoadRequest,
  { connections = 10, seconds = 2 } = {},
): Promise<void> {
  await measure(server, request, connections, seconds);
}

async function measure(server: { url: string }, request: LoadRequest, connections: number, seconds: number) {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: server.url + request.path,
        method: request.method ?? 'GET',
        headers: { 'content-type': 'application/json', ...request.headers },
        ...(request.body ? { body: request.body } : {}),
        ...(request.paths ? { requests: [{ setupRequest: rotate(request.paths) }] } : {}),
        connections,
        duration: seconds,
        timeout: 10,
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
  latencies.sort((a, b) => a - b);
  return { result, latencies };
}

function rotate(paths: string[]) {
  let next = 0;
  return (req: autocannon.Request): autocannon.Request => {
    const path = paths[next++ % paths.length] as string;
    return { ...req, path };
  };
}

export function withRatios(figures: Figure[], baseline: Figure): Figure[] {
  return figures.map((f) => ({ ...f, rpsRatio: f.rps / baseline.rps, p95Ratio: f.p95 / baseline.p95 }));
}

export function printTable(figures: Figure[]): void {
  const rows = figures.map((f) => ({
    db: f.database,
    scenario: f.scenario,
    conns: f.connections,
    'req/s': Math.round(f.rps),
    'p50 ms': f.p50.toFixed(2),
    'p95 ms': f.p95.toFixed(2),
    'p99 ms': f.p99.toFixed(2),
    'vs baseline req/s': f.rpsRatio === undefined ? '' : `${(f.rpsRatio * 100).toFixed(1)}%`,
    'vs baseline p95': f.p95Ratio === undefined ? '' : `${f.p95Ratio.toFixed(1)}x`,
    'non-2xx': f.non2xx,
    errors: f.errors,
  }));
  console.table(rows);
}

/** A figure that is not a load run (a seed time, a memory peak, a page's time to rows), with its target. */
export interface Measurement {
  database: DbKind;
  scenario: string;
  value: number;
  unit: string;
  target?: string;
  pass?: boolean;
  detail?: Record<string, number | string>;
}

export interface ScenarioResult {
  figures: Figure[];
  measurements: Measurement[];
}

export function printMeasurements(measurements: Measurement[]): void {
  if (measurements.length === 0) return;
  console.table(
    measurements.map((m) => ({
      db: m.database,
      measure: m.scenario,
      value: `${Number.isInteger(m.value) ? m.value : m.value.toFixed(2)} ${m.unit}`,
      target: m.target ?? '',
      result: m.pass === undefined ? '' : m.pass ? 'PASS' : 'FAIL',
      detail: m.detail
        ? Object.entries(m.detail)
            .map(([k, v]) => `${k} ${v}`)
            .join(', ')
        : '',
    })),
  );
}
