// Uploads over a real socket, as a browser sends them (FormData, metadata as a Blob): a refusal is
// answered before the body has arrived, nothing stays stored, and the half-read connection is closed
// so a graceful shutdown is not held up.
import { MSG } from '@keydate/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { buildContractWorld, footprint, individualMetadata } from '../support/contracts.ts';
import { EXE_BYTES, elevenMegabytePdf, PDF_BYTES } from '../support/documents.ts';

describe('uploads over HTTP', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof buildContractWorld>>;
  let address: string;

  beforeAll(async () => {
    t = await buildTestApp();
    w = await buildContractWorld(t);
    address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const send = async (name: string, data: Buffer) => {
    const form = new FormData();
    form.append(
      'metadata',
      new Blob([JSON.stringify(individualMetadata(w.property(0).id))], { type: 'application/json' }),
    );
    form.append('file', new Blob([data]), name);
    const res = await fetch(`${address}/api/contracts/upload`, {
      method: 'POST',
      body: form,
      headers: w.member,
    });
    return { status: res.status, body: await res.json() };
  };

  it('refuses an 11 MB executable named .pdf and an 11 MB PDF, storing nothing', async () => {
    const before = await footprint(t);
    const exe = await send('contract.pdf', Buffer.concat([EXE_BYTES, Buffer.alloc(11 * 1024 * 1024)]));
    expect(exe).toEqual({ status: 415, body: { message: MSG.uploadWrongType } });
    const large = await send('contract.pdf', elevenMegabytePdf());
    expect(large).toEqual({ status: 413, body: { message: MSG.uploadTooLarge } });
    expect(await footprint(t)).toEqual(before);
  });

  it('accepts a document sent the browser way, and then still closes promptly', async () => {
    const ok = await send('contract.pdf', PDF_BYTES);
    expect(ok.status).toBe(201);
    const started = Date.now();
    await t.app.close();
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
