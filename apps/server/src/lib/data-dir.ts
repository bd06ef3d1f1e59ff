import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The secret that signs links: from SECRET_KEY, else generated once and kept in the data dir. */
export function resolveSecretKey(dataDir: string, configured: string | undefined): string {
  if (configured) return configured;
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'secret-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const key = randomBytes(32).toString('hex');
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}

export class DataDirLockedError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The embedded database is one process's: the server (or a tool) holds this lock while it has
 * the data dir open. A lock left by a process that is gone is taken over.
 */
export function lockDataDir(dataDir: string, holder: string): () => void {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'keydate.lock');
  if (existsSync(file)) {
    const [pidText, owner] = readFileSync(file, 'utf8').split('\n');
    const pid = Number(pidText);
    if (pid && pid !== process.pid && isRunning(pid)) {
      throw new DataDirLockedError(
        `The data directory ${dir} is in use by ${owner || 'another process'} (pid ${pid}). Stop it first.`,
      );
    }
  }
  writeFileSync(file, `${process.pid}\n${holder}\n`);
  return () => {
    try {
      if (readFileSync(file, 'utf8').startsWith(`${process.pid}\n`)) unlinkSync(file);
    } catch {
      // already gone
    }
  };
}
