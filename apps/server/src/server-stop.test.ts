// Stopping the real process as a supervisor would: SIGTERM with requests in flight on keep-alive
// connections, SIGTERM while a document is being read, SIGTERM while nobody reads the log, and SIGTERM
// to `npm start`'s process group.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { individualMetadata, uploadBody } from '../test/support/contracts.ts';
import { freePort } from '../test/support/free-port.ts';
import { slowPdf } from '../test/support/hostile-documents.ts';
import {
  migratedDataDir,
  prepareDataDir,
  startServer,
  waitForHealth,
} from '../test/support/server-process.ts';
import { openDatabase, pgliteDir } from './db/client.ts';
import { documentTexts } from './db/schema/index.ts';

const repoRoot = resolve(import.meta.dirname, '../../..');

function endProcess(child: ChildProcess, { group = false } = {}): void {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  process.kill(group ? -child.pid : child.pid, 'SIGKILL');
}

describe('stopping the server', () => {
  const dirs: string[] = [];
  const leftovers: Array<() => void> = [];
  const dataDir = () => {
    const dir = migratedDataDir('keydate-stop-');
    dirs.push(dir);
    return dir;
  };
  // A process a failed test left running is ended, so it does not outlive the suite.
  afterEach(() => {
    for (const end of leftovers.splice(0)) end();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('answers the requests in flight, closes their keep-alive connections and exits 0', async () => {
    const port = await freePort();
    const server = startServer({ DATA_DIR: dataDir(), PORT: String(port) });
    await waitForHealth(`http://127.0.0.1:${port}/api/health`);

    // Five sign-ins on keep-alive connections whose bodies are half sent when SIGTERM arrives.
    const agent = new Agent({ keepAlive: true });
    const body = JSON.stringify({ email: 'someone@example.com', password: 'correct-horse-battery' });
    const inFlight = Array.from({ length: 5 }, () => {
      const req = request({
        port,
        method: 'POST',
        path: '/api/auth/login',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      const answered = new Promise<number | undefined>((done, fail) => {
        req.on('response', (res) => {
          res.resume();
          res.on('end', () => done(res.statusCode));
        });
        req.on('error', fail);
      });
      req.write(body.slice(0, 10));
      return { req, answered };
    });
    await new Promise((r) => setTimeout(r, 300));
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    for (const { req } of inFlight) req.end(body.slice(10));

    expect(await Promise.all(inFlight.map((r) => r.answered))).toEqual([401, 401, 401, 401, 401]);
    // Before the fix the idle keep-alive connections held the process until the 10 s timer ended it
    // with code 1; the test's own timeout is longer than that, so the code is what tells.
    expect(await server.exited).toBe(0);
    agent.destroy();
  });

  it('kills the reading in progress and exits 0; the document is read after the next start', async () => {
    const dir = dataDir();
    const { headers, property } = await prepareDataDir(dir);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const first = startServer({ DATA_DIR: dir, PORT: String(port) });
    await waitForHealth(`${base}/api/health`);

    // Some 300 pages that take pdf.js seconds to read (4 s on a quiet two-core machine).
    const { headers: type, payload } = uploadBody({
      metadata: individualMetadata(property.id),
      file: { filename: 'long-scan.pdf', data: slowPdf(300, 4_000) },
    });
    const created = await fetch(`${base}/api/contracts/upload`, {
      method: 'POST',
      headers: { ...headers, ...type },
      body: payload,
    });
    expect(created.status).toBe(201);
    const { _id: id } = (await created.json()) as { _id: string };
    const facts = async () => {
      const res = await fetch(`${base}/api/contracts/${id}`, { headers });
      return ((await res.json()) as { documentFacts: unknown }).documentFacts;
    };
    // The reading child is started for the upload; once it is loaded, it reads the document.
    const readerOf = (pid: number) => readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    while (!readerOf(first.child.pid as number)) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await facts()).toBeNull();

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    // Had it waited for the reading, the document would have been read before the database closed.
    const stopped = await openDatabase({ pgliteDataDir: pgliteDir(dir) });
    const [text] = await stopped.db.select().from(documentTexts).where(eq(documentTexts.contractId, id));
    await stopped.close();
    expect(text?.state).toBe('pending');

    const second = startServer({ DATA_DIR: dir, PORT: String(port) });
    await waitForHealth(`${base}/api/health`);
    while ((await facts()) === null) await new Promise((r) => setTimeout(r, 250));
    expect(await facts()).toEqual({});
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });

  it('stops when nobody reads its log', async () => {
    const port = await freePort();
    const server = startServer({ DATA_DIR: dataDir(), PORT: String(port) }, { readLog: false });
    await waitForHealth(`http://127.0.0.1:${port}/api/health`);
    // Each request logs its 8 KB address twice: 3 MB in all, far more than the pipe holds.
    const url = `http://127.0.0.1:${port}/api/health?${'pad='.repeat(2048)}`;
    for (let round = 0; round < 20; round += 1) {
      await Promise.all(Array.from({ length: 10 }, async () => (await fetch(url)).text()));
    }
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('`npm start` hands SIGTERM to the server and exits only after it, with its code', async () => {
    const port = await freePort();
    const npm = spawn('npm', ['start', '--silent'], {
      cwd: repoRoot,
      detached: true,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        DATA_DIR: dataDir(),
        PORT: String(port),
        REMINDER_SWEEP_INTERVAL_MINUTES: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    npm.stdout?.on('data', (chunk) => {
      log += chunk;
    });
    const npmExited = new Promise<number | null>((done) => npm.once('exit', (code) => done(code)));
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, 120_000);
    const serverPid = Number(/"pid":(\d+)/.exec(log)?.[1]);
    expect(serverPid).toBeGreaterThan(0);
    leftovers.push(() => endProcess(npm, { group: true }));

    // As a terminal or a supervisor does: the whole process group at once.
    process.kill(-(npm.pid as number), 'SIGTERM');
    expect(await npmExited).toBe(0);
    expect(() => process.kill(serverPid, 0)).toThrow(/ESRCH/);
  }, 150_000);
});
