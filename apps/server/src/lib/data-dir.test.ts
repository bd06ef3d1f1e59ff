import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, resolveSecretKey } from './data-dir.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'keydate-datadir-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('resolveSecretKey', () => {
  it('prefers the configured key', () => {
    expect(resolveSecretKey(tempDir(), 'x'.repeat(40))).toBe('x'.repeat(40));
  });

  it('generates a key once and keeps it', () => {
    const dir = tempDir();
    const first = resolveSecretKey(dir, undefined);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(resolveSecretKey(dir, undefined)).toBe(first);
  });
});

describe('lockDataDir', () => {
  it('refuses a second holder while the first process lives, and frees on release', async () => {
    const dir = tempDir();
    // A live process other than this one holds the lock.
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(join(dir, 'keydate.lock'), `${sleeper.pid}\nthe Keydate server\n`);
      expect(() => lockDataDir(dir, 'the seed tool')).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir, 'the seed tool')).toThrow(/in use by the Keydate server/);
    } finally {
      sleeper.kill();
      await new Promise((resolve) => sleeper.once('exit', resolve));
    }
    // The holder is gone: the stale lock is taken over.
    const release = lockDataDir(dir, 'the seed tool');
    expect(readFileSync(join(dir, 'keydate.lock'), 'utf8')).toBe(`${process.pid}\nthe seed tool\n`);
    release();
    expect(() => readFileSync(join(dir, 'keydate.lock'))).toThrow();
  });
});
