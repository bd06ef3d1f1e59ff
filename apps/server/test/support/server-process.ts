// The server as a real process (src/server.ts through tsx), for tests of starting and stopping it.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject, onTestFinished } from 'vitest';
import { openDatabase, pgliteDir } from '../../src/db/client.ts';
import { authHeader, buildProperty, buildUser } from './factories.ts';

const serverEntry = join(dirname(fileURLToPath(import.meta.url)), '../../src/server.ts');

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far (stdout only when `readLog` was not false). */
  output: () => string;
  /** Resolves with its exit code (-1 when a signal ended it). */
  exited: Promise<number>;
}

/**
 * Starts the server, in the test that calls it, with only PATH and `env`; with `readLog: false` its stdout
 * is a pipe nobody reads.
 */
export function startServer(env: Record<string, string>, { readLog = true } = {}): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', REMINDER_SWEEP_INTERVAL_MINUTES: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk;
  };
  if (readLog) child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? -1)));
  // A server its test left running (a failed assertion, a timeout) ends with the test.
  onTestFinished(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  return { child, output: () => output, exited };
}

/**
 * A new DATA_DIR (its name starting with `prefix`) whose embedded database is already made and migrated,
 * copied from the run's template (data-dir-template.ts). A test of the first start uses an empty one.
 */
export function migratedDataDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(inject('dataDirTemplate'), dir, { recursive: true });
  return dir;
}

/** An embedded database in `dataDir` with an admin and a property, made before the server holds it. */
export async function prepareDataDir(dataDir: string) {
  const database = await openDatabase({ pgliteDataDir: pgliteDir(dataDir) });
  const user = await buildUser(database.db, { role: 'admin' });
  const property = await buildProperty(database.db, user.workspaceId);
  const headers = await authHeader(database.db, user.id);
  await database.close();
  return { headers, property };
}

export async function waitForHealth(url: string, timeoutMs = 30_000): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await fetch(url);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}
