// An upload refused before its body has all arrived (too large, wrong path, no session, wrong role)
// still gives the client, which is still sending, the answer and its message, not a reset connection.
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { API_MSG, MSG } from '@keydate/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { buildContractWorld, individualMetadata, upload, uploadBody } from '../support/contracts.ts';
import { PDF_BYTES } from '../support/documents.ts';

const MB = 1024 * 1024;

describe('answers given before an upload has arrived', () => {
  let t: TestApp;
  let base: string;
  let world: Awaited<ReturnType<typeof buildContractWorld>>;
  let contractId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    world = await buildContractWorld(t);
    contractId = (await upload(t, world.admin, { metadata: individualMetadata(world.property(0).id) })).json()
      ._id;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => t.close());

  // A PDF of `size` bytes in a real multipart body, as the browser sends it.
  const bigUpload = (size: number) =>
    uploadBody({
      metadata: individualMetadata(world.property(0).id),
      file: {
        filename: 'big.pdf',
        data: Buffer.concat([PDF_BYTES, Buffer.alloc(size - PDF_BYTES.length, 0x20)]),
        contentType: 'application/pdf',
      },
    });

  const send = async (path: string, method: string, headers: Record<string, string>, size: number) => {
    const body = bigUpload(size);
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...headers, ...body.headers },
      body: body.payload,
    });
    return { status: res.status, body: (await res.json()) as { message: string } };
  };

  it('answers an 11 MB upload with 413 and its message, every time', async () => {
    for (let i = 0; i < 4; i += 1) {
      const answer = await send('/api/contracts/upload', 'POST', world.admin, 11 * MB);
      expect(answer).toEqual({ status: 413, body: { message: MSG.uploadTooLarge } });
    }
  });

  it('answers an upload to a wrong path with 404, without a session with 401, from a user with 403', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect(await send('/api/contracts/uploads', 'POST', world.admin, 3 * MB)).toEqual({
        status: 404,
        body: { message: API_MSG.notFound },
      });
      expect(await send('/api/contracts/upload', 'POST', {}, 3 * MB)).toEqual({
        status: 401,
        body: { message: API_MSG.notAuthenticated },
      });
      expect(await send(`/api/contracts/${contractId}/document`, 'PUT', world.member, 3 * MB)).toEqual({
        status: 403,
        body: { message: API_MSG.forbidden },
      });
    }
  });

  // A client that sends the first half, pauses (the answer arrives meanwhile, unread), then sends the rest
  // and only then reads: if the server had closed the connection, the second half would draw a reset
  // that throws the unread answer away.
  const sendInTwoHalves = async (
    path: string,
    method: string,
    headers: Record<string, string>,
    size: number,
  ) => {
    const body = bigUpload(size);
    const socket = connect(Number(new URL(base).port), '127.0.0.1');
    let received = '';
    // Ends with the connection, or once a whole answer (its head and the body its length announces) is in.
    const answered = new Promise<string | undefined>((resolve) => {
      socket.on('data', (chunk) => {
        received += chunk;
        const [head = '', answer] = received.split('\r\n\r\n');
        const length = /\r\ncontent-length: (\d+)/i.exec(head)?.[1];
        if (answer !== undefined && length !== undefined && Buffer.byteLength(answer) >= Number(length)) {
          resolve(undefined);
        }
      });
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code));
      socket.on('close', () => resolve(undefined));
    });
    socket.pause();
    const head = Object.entries({ ...headers, ...body.headers, 'content-length': body.payload.length })
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n');
    const half = Math.floor(body.payload.length / 2);
    socket.write(`${method} ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\n${head}\r\n\r\n`);
    socket.write(body.payload.subarray(0, half));
    await sleep(300);
    socket.write(body.payload.subarray(half));
    await sleep(300);
    socket.resume();
    // A client that closed its side before the answer came would tell the server it has gone: the answer
    // is read first, however long a busy server takes to give it.
    const error = await answered;
    socket.destroy();
    return { error, status: Number(received.split(' ')[1]), message: received.split('\r\n\r\n')[1] ?? '' };
  };

  it('gives the answer to a client that goes on sending after it was given', async () => {
    const wrongPath = await sendInTwoHalves('/api/contracts/uploads', 'POST', world.admin, 2 * MB);
    expect(wrongPath).toEqual({
      error: undefined,
      status: 404,
      message: JSON.stringify({ message: API_MSG.notFound }),
    });
    const noSession = await sendInTwoHalves('/api/contracts/upload', 'POST', {}, 2 * MB);
    expect(noSession.status).toBe(401);
    const tooLarge = await sendInTwoHalves('/api/contracts/upload', 'POST', world.admin, 11 * MB);
    expect(tooLarge).toEqual({
      error: undefined,
      status: 413,
      message: JSON.stringify({ message: MSG.uploadTooLarge }),
    });
  });

  it('answers a body past the bound at once and closes the connection', async () => {
    // The client says 50 MB are coming, sends 1 MB and waits: the answer must not wait for the rest.
    const answer = await new Promise<{ status?: number; connection?: string; body: string }>(
      (resolve, reject) => {
        const req = httpRequest(`${base}/api/contracts/upload`, {
          method: 'POST',
          headers: {
            ...world.admin,
            'content-type': 'multipart/form-data; boundary=x',
            'content-length': String(50 * MB),
          },
        });
        req.on('response', (res) => {
          let body = '';
          res.on('data', (chunk) => {
            body += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection, body }));
        });
        req.on('error', reject);
        req.write(Buffer.alloc(MB, 0x20));
      },
    );
    expect(answer.status).toBe(413);
    expect(answer.connection).toBe('close');
  });
});
