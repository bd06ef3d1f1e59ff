// The real process: start on the embedded database, answer health, refuse a second process on the
// same data dir, and stop cleanly on SIGTERM.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/support/free-port.ts';
import { startServer as start, waitForHealth } from '../test/support/server-process.ts';

describe('the server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'keydate-process-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('serves health, holds the data dir, and shuts down on SIGTERM', async () => {
    const port = await freePort();
    const first = start({ DATA_DIR: dataDir, PORT: String(port) });
    const res = await waitForHealth(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'up' });
    // No SECRET_KEY configured: one is generated into the data dir and kept.
    expect(readFileSync(join(dataDir, 'secret-key'), 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);

    const second = start({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/is in use by the Keydate server \(pid \d+\)/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('shutting down');
  });

  it('exits with a clear message on a bad setting', async () => {
    const bad = start({ DATA_DIR: dataDir, PORT: 'eighty' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('Invalid configuration');
    expect(bad.output()).toContain('PORT');
  });
});
