// Starting and stopping the bench server in a process of its own (lib/child-server.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { ChildWorld } from './child-server.ts';
import type { DbKind } from './harness.ts';

export interface Child extends ChildWorld {
  process: ChildProcess;
  headers: { authorization: string };
}

export async function startChild(
  kind: DbKind,
  postgresUrl?: string,
  {
    seed = false,
    set,
    countStatements = false,
    backup = false,
  }: { seed?: boolean; set?: string; countStatements?: boolean; backup?: boolean } = {},
): Promise<Child> {
  const child = spawn(
    process.execPath,
    [
      // BENCH_PROFILE=<dir> writes a CPU profile of the server process there when it stops.
      ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []),
      // So the server can collect the garbage of seeding before it is measured.
      '--expose-gc',
      '--import',
      'tsx',
      'bench/lib/child-server.ts',
      kind,
      ...(postgresUrl ? [postgresUrl] : []),
      ...(seed ? ['--seed'] : []),
      ...(set ? [`--set=${set}`] : []),
      ...(countStatements ? ['--count-statements'] : []),
      ...(backup ? ['--backup'] : []),
    ],
    { cwd: `${import.meta.dirname}/../..`, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the bench server process exited (${code})`)));
  });
  const world = JSON.parse(first) as ChildWorld;
  return { process: child, ...world, headers: { authorization: `Bearer ${world.token}` } };
}

export async function stopChild(child: Child): Promise<void> {
  if (child.process.exitCode !== null) return;
  const exited = new Promise((resolve) => child.process.once('exit', resolve));
  child.process.kill('SIGTERM');
  await exited;
}
