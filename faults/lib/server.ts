// The server as an operator runs it (src/server.ts in a process of its own, NODE_ENV=production), on a
// data dir and a database of its own, with a signed-in admin and a property made before it starts.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase, pgliteDir } from '../../apps/server/src/db/client.ts';
import { freePort } from '../../apps/server/test/support/free-port.ts';
import { adminWorld } from '../../bench/lib/admin-world.ts';

export type DbKind = 'pglite' | 'postgres';
const root = resolve(import.meta.dirname, '../..');

export interface World {
  kind: DbKind;
  dataDir: string;
  /** The PostgreSQL database of this run (through `databaseUrl`, which a scenario may point at a proxy). */
  databaseUrl?: string;
  token: string;
  propertyId: string;
  dispose(): Promise<void>;
}

/** A fresh data dir (and PostgreSQL database), with one workspace, its admin's session and a property. */
export async function makeWorld(kind: DbKind, postgresUrl?: string): Promise<World> {
  const dataDir = mkdtempSync(join(tmpdir(), 'keydate-faults-'));
  let databaseUrl: string | undefined;
  let drop = async () => {};
  if (kind === 'postgres') {
    if (!postgresUrl) throw new Error('a PostgreSQL URL is required');
    const name = `keydate_faults_${randomBytes(4).toString('hex')}`;
    const pg = (await import('pg')).default;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(statement);
      await client.end();
    };
    await admin(`create database "${name}"`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    drop = () => admin(`drop database if exists "${name}" with (force)`);
  }
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { pgliteDataDir: pgliteDir(dataDir) });
  const { token, propertyId } = await adminWorld(database.db, 'Fault tests');
  await database.close();
  return {
    kind,
    dataDir,
    databaseUrl,
    token,
    propertyId,
    dispose: async () => {
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Server {
  url: string;
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  output: () => string;
}

/** Starts the server on the world and resolves once /api/health answers 200. */
export async function startServer(
  world: World,
  env: Record<string, string> = {},
  { readLog = true } = {},
): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: world.dataDir,
      REMINDER_SWEEP_INTERVAL_MINUTES: '0',
      ...(world.databaseUrl ? { DATABASE_URL: world.databaseUrl, SECRET_KEY: 'f'.repeat(64) } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  if (readLog) child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal, at: performance.now() })),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited at start:\n${output}`);
    const healthy = await fetch(`${url}/api/health`)
      .then((res) => res.status === 200)
      .catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`the server did not answer within 60 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, child, exited, output: () => output };
}

/** Every file in the world's local document store, with its path below it. */
export function filesInStore(world: World): string[] {
  const base = join(world.dataDir, 'documents');
  try {
    return readdirSync(base, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(base.length + 1))
      .sort();
  } catch {
    return [];
  }
}
