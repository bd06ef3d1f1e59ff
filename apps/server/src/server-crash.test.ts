// A real crash: the server is killed with uploads half sent, and after its restart (the start-up sweep)
// the document store holds exactly the documents its contracts refer to.
import { readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { individualMetadata, uploadBody } from '../test/support/contracts.ts';
import { PDF_BYTES } from '../test/support/documents.ts';
import { freePort } from '../test/support/free-port.ts';
import {
  migratedDataDir,
  prepareDataDir,
  startServer,
  waitForHealth,
} from '../test/support/server-process.ts';

describe('the server killed mid-upload', () => {
  const dataDir = migratedDataDir('keydate-crash-');
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const filesInStore = () =>
    readdirSync(join(dataDir, 'documents'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(join(dataDir, 'documents').length + 1))
      .sort();

  it('leaves no file behind that no contract refers to, once restarted', async () => {
    const { headers, property } = await prepareDataDir(dataDir);

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const first = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    await waitForHealth(`${base}/api/health`);

    const document = {
      filename: 'lease.pdf',
      data: Buffer.concat([PDF_BYTES, Buffer.alloc(512 * 1024, 0x20)]),
    };
    const body = () =>
      uploadBody({ metadata: individualMetadata(property.id), file: document, fileFirst: true });
    for (let i = 0; i < 3; i += 1) {
      const { headers: type, payload } = body();
      const done = await fetch(`${base}/api/contracts/upload`, {
        method: 'POST',
        headers: { ...headers, ...type },
        body: payload,
      });
      expect(done.status).toBe(201);
    }
    // Three uploads half sent when the process dies: their files are still being written.
    const sockets = Array.from({ length: 3 }, () => {
      const { headers: type, payload } = body();
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => {});
      const head = Object.entries({ ...headers, ...type, 'content-length': payload.length })
        .map(([name, value]) => `${name}: ${value}`)
        .join('\r\n');
      socket.write(`POST /api/contracts/upload HTTP/1.1\r\nhost: 127.0.0.1\r\n${head}\r\n\r\n`);
      socket.write(payload.subarray(0, payload.length / 2));
      return socket;
    });
    await new Promise((r) => setTimeout(r, 500));
    first.child.kill('SIGKILL');
    await first.exited;
    for (const socket of sockets) socket.destroy();
    const leftovers = filesInStore().filter((name) => name.includes('.partial-'));
    expect(leftovers).toHaveLength(3);

    const second = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    await waitForHealth(`${base}/api/health`);
    const listed = (await (await fetch(`${base}/api/contracts`, { headers })).json()) as Array<{
      documentKey: string;
    }>;
    expect(listed).toHaveLength(3);
    const expected = listed.flatMap((c) => [c.documentKey, `${c.documentKey}.meta.json`]).sort();
    expect(filesInStore()).toEqual(expected);
    expect(second.output()).toContain('document sweep removed files no contract refers to');

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});
