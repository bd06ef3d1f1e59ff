// What the fault scenarios send: uploads with an Idempotency-Key (the contract is named after the key),
// uploads left half sent on a raw connection, and a plain JSON write.
import { connect, type Socket } from 'node:net';
import type { World } from './server.ts';

/** A PDF-looking document of `bytes` bytes: a header, then spaces. */
function blankPdf(bytes: number): Buffer {
  const file = Buffer.alloc(bytes, 0x20);
  file.write('%PDF-1.4\n', 0, 'latin1');
  return file;
}

/** A PDF (by default one of `bytes` blank bytes) in a multipart body with its metadata. */
export function uploadBody(world: World, name: string, bytes: number, file = blankPdf(bytes)) {
  const boundary = `----keydatefaults${Math.random().toString(16).slice(2)}`;
  const metadata = JSON.stringify({
    name,
    agreementType: 'INDIVIDUAL',
    contractType: 'service',
    startDate: '2026-01-05',
    propertyId: world.propertyId,
  });
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="metadata"\r\n\r\n${metadata}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="agreement.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

export type Answer = { status: number; id?: string; replayed?: boolean } | { status: 0; error: string };

/** One upload under `key`: its status and contract id, or status 0 when no answer came. */
export async function upload(
  url: string,
  world: World,
  key: string,
  bytes: number,
  file?: Buffer,
): Promise<Answer> {
  const { body, contentType } = uploadBody(world, key, bytes, file);
  try {
    const res = await fetch(`${url}/api/contracts/upload`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${world.token}`,
        'content-type': contentType,
        'idempotency-key': key,
      },
      body,
      signal: AbortSignal.timeout(30_000),
    });
    const answer = (await res.json().catch(() => ({}))) as { _id?: string };
    return {
      status: res.status,
      ...(answer._id ? { id: answer._id } : {}),
      replayed: res.headers.get('idempotent-replayed') === 'true',
    };
  } catch (error) {
    return { status: 0, error: error instanceof Error ? error.message : String(error) };
  }
}

/** An upload whose first half is sent now; `finish()` sends the rest and resolves with the status (0: none). */
export function halfSentUpload(url: string, world: World, key: string, bytes: number) {
  const { body, contentType } = uploadBody(world, key, bytes);
  const socket: Socket = connect(Number(new URL(url).port), '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk;
  });
  const closed = new Promise<void>((resolve) => {
    socket.on('error', () => resolve());
    socket.on('close', () => resolve());
  });
  socket.write(
    `POST /api/contracts/upload HTTP/1.1\r\nhost: 127.0.0.1\r\nauthorization: Bearer ${world.token}\r\n` +
      `content-type: ${contentType}\r\ncontent-length: ${body.length}\r\nidempotency-key: ${key}\r\n\r\n`,
  );
  const half = Math.floor(body.length / 2);
  socket.write(body.subarray(0, half));
  return {
    async finish(): Promise<number> {
      if (!socket.destroyed) socket.write(body.subarray(half));
      const answered = new Promise<void>((resolve) => {
        const check = () => (received.includes('\r\n\r\n') ? resolve() : setTimeout(check, 10));
        check();
      });
      await Promise.race([answered, closed]);
      socket.destroy();
      return Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0);
    },
    destroy: () => socket.destroy(),
  };
}

/** POST a JSON body with the admin's session: its status (0 when no answer came). */
export async function postJson(url: string, world: World, path: string, body: unknown): Promise<number> {
  try {
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${world.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

/** GET a JSON answer with the admin's session. */
export async function getJson<T>(url: string, world: World, path: string): Promise<T> {
  const res = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${world.token}` } });
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
  return (await res.json()) as T;
}
