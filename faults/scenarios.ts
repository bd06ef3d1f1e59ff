// The fault scenarios of `npm run faults`, each against the real server process, each returning the
// figures it prints.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { slowPdf } from '../apps/server/test/support/hostile-documents.ts';
import { startTcpProxy } from '../apps/server/test/support/tcp-proxy.ts';
import { getJson, halfSentUpload, postJson, upload } from './lib/clients.ts';
import { type DbKind, filesInStore, makeWorld, startServer, type World } from './lib/server.ts';

export type Figures = Record<string, string | number>;

const KB = 1024;
// Sweep every 3 s and take what is 3 s old, so a run need not wait the default 10 minutes.
const FAST_SWEEP = { DOCUMENT_SWEEP_MINUTES: '0.05' };

async function contractsOf(url: string, world: World) {
  return getJson<Array<{ _id: string; name: string; documentKey: string }>>(url, world, '/api/contracts');
}

/** Files no contract names: what a crash left, before (or despite) the sweep. */
function unnamedFiles(world: World, contracts: Array<{ documentKey: string }>): string[] {
  const named = new Set(contracts.flatMap((c) => [c.documentKey, `${c.documentKey}.meta.json`]));
  return filesInStore(world).filter((file) => !named.has(file));
}

/**
 * Rounds of kill -9 while 8 clients upload at once, each upload under its own Idempotency-Key. Then a
 * restart: acknowledged uploads lost, files left behind before and after the sweep, and the unanswered
 * uploads sent again with their keys (duplicates).
 */
export async function killDuringUploads(kind: DbKind, postgresUrl: string | undefined, rounds: number) {
  const world = await makeWorld(kind, postgresUrl);
  try {
    const acknowledged = new Map<string, string>();
    const unanswered = new Set<string>();
    let restarts = 0;
    let halfWritten = 0;
    for (let round = 0; round < rounds; round += 1) {
      const server = await startServer(world, FAST_SWEEP);
      restarts += 1;
      let killed = false;
      const clients = Array.from({ length: 8 }, async (_, client) => {
        for (let n = 0; !killed; n += 1) {
          const key = `round-${round}-client-${client}-${n}`;
          const answer = await upload(server.url, world, key, (64 + ((n * 97) % 960)) * KB);
          if (answer.status === 201 && 'id' in answer && answer.id) acknowledged.set(key, answer.id);
          else if (answer.status === 0) unanswered.add(key);
        }
      });
      await sleep(400 + Math.random() * 1100);
      killed = true;
      server.child.kill('SIGKILL');
      await server.exited;
      await Promise.all(clients);
      halfWritten += filesInStore(world).filter((file) => file.includes('.partial-')).length;
    }
    const beforeRestart = filesInStore(world);

    const started = performance.now();
    const server = await startServer(world, FAST_SWEEP);
    const upAfter = performance.now() - started;
    const contracts = await contractsOf(server.url, world);
    const ids = new Set(contracts.map((c) => c._id));
    const lost = [...acknowledged.values()].filter((id) => !ids.has(id)).length;
    const named = new Set(contracts.flatMap((c) => [c.documentKey, `${c.documentKey}.meta.json`]));
    const leftBehind = beforeRestart.filter((file) => !named.has(file)).length;
    const atStart = unnamedFiles(world, contracts).length;

    // The clients that got no answer send the same upload again, with the same key.
    const retried = await Promise.all([...unanswered].map((key) => upload(server.url, world, key, 64 * KB)));
    const after = await contractsOf(server.url, world);
    const perName = new Map<string, number>();
    for (const c of after) perName.set(c.name, (perName.get(c.name) ?? 0) + 1);
    const duplicates = [...perName.values()].filter((n) => n > 1).length;

    // The sweep takes what is older than DOCUMENT_SWEEP_MINUTES; wait for it, up to 30 s.
    const sweepStarted = performance.now();
    let orphans = unnamedFiles(world, after).length;
    while (orphans > 0 && performance.now() - sweepStarted < 30_000) {
      await sleep(250);
      orphans = unnamedFiles(world, await contractsOf(server.url, world)).length;
    }
    const sweptAfter = performance.now() - sweepStarted;
    server.child.kill('SIGTERM');
    await server.exited;
    return {
      database: kind,
      'rounds of kill -9': rounds,
      'clean restarts': restarts,
      'uploads acknowledged': acknowledged.size,
      'acknowledged, then lost': lost,
      'half-written files after the kills (all rounds)': halfWritten,
      'files no contract named before the last restart': leftBehind,
      'orphans when the restarted server answers': atStart,
      'orphans after the sweep': orphans,
      'sweep done within (s)': (sweptAfter / 1000).toFixed(1),
      'restart to first answer (s)': (upAfter / 1000).toFixed(1),
      'unanswered uploads sent again': unanswered.size,
      'retries answered 201': retried.filter((r) => r.status === 201).length,
      'of which the first upload had committed': retried.filter((r) => 'replayed' in r && r.replayed).length,
      'contracts created twice': duplicates,
    } satisfies Figures;
  } finally {
    await world.dispose();
  }
}

/**
 * PostgreSQL unreachable for 5 s under a steady write load (connections dropped and refused, as a
 * restart or a network cut does): the answers during the outage, acknowledged writes lost, time to the
 * first success after it returns, and how often the outage was logged.
 */
export async function databaseOutage(postgresUrl: string) {
  const world = await makeWorld('postgres', postgresUrl);
  const direct = new URL(world.databaseUrl as string);
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const viaProxy = new URL(direct);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  try {
    const server = await startServer({ ...world, databaseUrl: viaProxy.toString() });
    const statuses = {
      before: new Map<number, number>(),
      during: new Map<number, number>(),
      after: new Map<number, number>(),
    };
    let phase: keyof typeof statuses = 'before';
    let restoredAt = 0;
    let firstSuccessAfter = Number.NaN;
    const acknowledged: string[] = [];
    let stop = false;
    const clients = Array.from({ length: 8 }, async (_, client) => {
      for (let n = 0; !stop; n += 1) {
        const name = `Outage ${client}-${n}`;
        const status = await postJson(server.url, world, '/api/properties', { name });
        statuses[phase].set(status, (statuses[phase].get(status) ?? 0) + 1);
        if (status === 201) {
          acknowledged.push(name);
          if (phase === 'after' && Number.isNaN(firstSuccessAfter))
            firstSuccessAfter = performance.now() - restoredAt;
        }
        if (status !== 201) await sleep(20);
      }
    });
    await sleep(1000);
    phase = 'during';
    await proxy.cut();
    await sleep(5000);
    await proxy.restore();
    restoredAt = performance.now();
    phase = 'after';
    await sleep(3000);
    stop = true;
    await Promise.all(clients);
    const stored = new Set(
      (await getJson<Array<{ name: string }>>(server.url, world, '/api/properties')).map((p) => p.name),
    );
    const describe = (counts: Map<number, number>) =>
      [...counts.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${count}×${status || 'no answer'}`)
        .join(', ');
    const logged = server
      .output()
      .split('\n')
      .filter((line) => line.includes('answering 503')).length;
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    return {
      'answers before': describe(statuses.before),
      'answers during the 5 s outage': describe(statuses.during),
      'answers after': describe(statuses.after),
      'writes acknowledged': acknowledged.length,
      'acknowledged, then lost': acknowledged.filter((name) => !stored.has(name)).length,
      'first 201 after it returned (ms)': Math.round(firstSuccessAfter),
      'outage log lines': logged,
      'exit code on SIGTERM': String(exit.code),
    } satisfies Figures;
  } finally {
    await proxy.close();
    await world.dispose();
  }
}

/** SIGTERM idle, with uploads in flight, while nobody reads the log, after a load, and to `npm start`. */
export async function stopping(kind: DbKind, postgresUrl: string | undefined) {
  const world = await makeWorld(kind, postgresUrl);
  const figures: Figures = { database: kind };
  try {
    const timeStop = async (server: Awaited<ReturnType<typeof startServer>>) => {
      const sent = performance.now();
      server.child.kill('SIGTERM');
      const exit = await server.exited;
      return { ms: Math.round(exit.at - sent), code: exit.code };
    };

    const idle = await timeStop(await startServer(world));
    figures['idle: exit after SIGTERM (ms)'] = idle.ms;
    figures['idle: exit code'] = String(idle.code);

    const busy = await startServer(world);
    const inFlight = Array.from({ length: 5 }, (_, i) =>
      halfSentUpload(busy.url, world, `in-flight-${i}`, 2048 * KB),
    );
    await sleep(300);
    const sent = performance.now();
    busy.child.kill('SIGTERM');
    await sleep(200);
    const answers = await Promise.all(inFlight.map((upload) => upload.finish()));
    const lastAnswer = performance.now() - sent;
    const exit = await busy.exited;
    figures['5 uploads in flight: answers'] = answers.join(' ');
    figures['5 uploads in flight: last answer after SIGTERM (ms)'] = Math.round(lastAnswer);
    figures['5 uploads in flight: exit after SIGTERM (ms)'] = Math.round(exit.at - sent);
    figures['5 uploads in flight: exit after the last answer (ms)'] = Math.round(exit.at - sent - lastAnswer);
    figures['5 uploads in flight: exit code'] = String(exit.code);

    // A document that takes pdf.js some 10 s to read, being read when SIGTERM comes.
    const reading = await startServer(world);
    const long = await upload(reading.url, world, 'long-reading', 0, slowPdf(500, 10_000));
    const longId = 'id' in long ? long.id : undefined;
    await sleep(2_500);
    const read = await timeStop(reading);
    figures['a document being read: upload answered'] = long.status;
    figures['a document being read: exit after SIGTERM (ms)'] = read.ms;
    figures['a document being read: exit code'] = String(read.code);
    const restarted = await startServer(world);
    const facts = async () =>
      (await getJson<{ documentFacts: unknown }>(restarted.url, world, `/api/contracts/${longId}`))
        .documentFacts;
    const pendingAfterStop = (await facts()) === null;
    const restartedAt = performance.now();
    while ((await facts()) === null && performance.now() - restartedAt < 60_000) await sleep(250);
    figures['a document being read: left pending by the stop'] = pendingAfterStop ? 'yes' : 'no';
    figures['a document being read: read after the next start within (s)'] = (
      (performance.now() - restartedAt) /
      1000
    ).toFixed(1);
    restarted.child.kill('SIGTERM');
    await restarted.exited;

    const unread = await startServer(world, {}, { readLog: false });
    for (let round = 0; round < 50; round += 1) {
      await Promise.all(
        Array.from({ length: 20 }, () => fetch(`${unread.url}/api/health`).then((r) => r.text())),
      );
    }
    const nobodyReads = await timeStop(unread);
    figures['log unread: exit after SIGTERM (ms)'] = nobodyReads.ms;
    figures['log unread: exit code'] = String(nobodyReads.code);

    const loaded = await startServer(world);
    let done = 0;
    await Promise.all(
      Array.from({ length: 8 }, async (_, client) => {
        for (let n = 0; n < 250; n += 1) {
          if ((await upload(loaded.url, world, `load-${client}-${n}`, 4 * KB)).status === 201) done += 1;
        }
      }),
    );
    const afterLoad = await timeStop(loaded);
    figures[`after ${done} uploads: exit after SIGTERM (ms)`] = afterLoad.ms;
    figures[`after ${done} uploads: exit code`] = String(afterLoad.code);

    if (kind === 'pglite') Object.assign(figures, await stopNpmStart(world));
    return figures;
  } finally {
    await world.dispose();
  }
}

// SIGTERM to `npm start`'s process group, as a terminal or a supervisor sends it.
async function stopNpmStart(world: World): Promise<Figures> {
  const { freePort } = await import('../apps/server/test/support/free-port.ts');
  const port = await freePort();
  const npm = spawn('npm', ['start', '--silent'], {
    cwd: resolve(import.meta.dirname, '..'),
    detached: true,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DATA_DIR: world.dataDir,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let log = '';
  npm.stdout?.on('data', (chunk) => (log += chunk));
  const npmExit = new Promise<{ code: number | null; at: number }>((done) =>
    npm.once('exit', (code) => done({ code, at: performance.now() })),
  );
  for (let tries = 0; tries < 600; tries += 1) {
    if (
      await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await sleep(100);
  }
  const serverPid = Number(/"pid":(\d+)/.exec(log)?.[1]);
  const sent = performance.now();
  process.kill(-(npm.pid as number), 'SIGTERM');
  const exit = await npmExit;
  let serverAlive = true;
  try {
    process.kill(serverPid, 0);
  } catch {
    serverAlive = false;
  }
  return {
    'npm start: exit after SIGTERM (ms)': Math.round(exit.at - sent),
    'npm start: exit code': String(exit.code),
    'npm start: server still running when npm exited': serverAlive ? 'yes' : 'no',
  };
}
