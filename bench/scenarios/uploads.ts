// Peak memory of the server alone (in a child process) while ten 10 MB uploads arrive at once over
// real HTTP multipart: uploads stream to storage, so growth should stay well under 100 MB.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { MAX_UPLOAD_BYTES } from '@keydate/domain';
import { type Child, startChild, stopChild } from '../lib/child-process.ts';
import { type DbKind, MEMORY_PATH, type Measurement } from '../lib/harness.ts';

export const UPLOADS_AT_ONCE = 10;
export const GROWTH_TARGET_MB = 100;
const MB = 1024 * 1024;

/** RSS of a process from /proc (Linux), read without disturbing it. */
function procRss(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** A multipart upload body: metadata, then a PDF-looking file of `fileBytes` bytes. */
function uploadBody(propertyId: string, fileBytes: number) {
  const boundary = `----keydatebench${Date.now()}`;
  const metadata = JSON.stringify({
    name: 'Bench Upload',
    agreementType: 'INDIVIDUAL',
    contractType: 'service',
    startDate: '2026-01-05',
    propertyId,
  });
  const file = Buffer.alloc(fileBytes, 0x20);
  file.write('%PDF-1.4\n', 0, 'latin1');
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="metadata"\r\n\r\n${metadata}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, file, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function post(url: string, token: string, body: Buffer, contentType: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}/api/contracts/upload`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': contentType,
          'content-length': body.length,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    // Sent in 64 KiB writes, as a browser streams a file, not as one buffer.
    let offset = 0;
    const write = () => {
      while (offset < body.length) {
        const chunk = body.subarray(offset, offset + 64 * 1024);
        offset += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', write);
          return;
        }
      }
      req.end();
    };
    write();
  });
}

async function memory(child: Child, method: 'GET' | 'POST') {
  const response = await fetch(child.url + MEMORY_PATH, { method });
  return (await response.json()) as { rss: number; peakRss: number };
}

export async function uploadsScenario(kind: DbKind, postgresUrl?: string): Promise<Measurement[]> {
  const child = await startChild(kind, postgresUrl);
  const samples: number[] = [];
  let sampler: NodeJS.Timeout | undefined;
  try {
    const { body, contentType } = uploadBody(child.propertyId, MAX_UPLOAD_BYTES);
    // One small upload first, so the measured ones find every module loaded and the storage
    // folders made, without raising the baseline with a large body's buffers.
    const small = uploadBody(child.propertyId, 64 * 1024);
    const warm = await post(child.url, child.token, small.body, small.contentType);
    if (warm !== 201) throw new Error(`the warm-up upload answered ${warm}`);
    // A second at rest, then the baseline: the RSS then, which also resets the server's own peak
    // so that the peak below is of the uploads alone.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const baseline = (await memory(child, 'POST')).rss;
    sampler = setInterval(() => samples.push(procRss(child.pid)), 20);
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: UPLOADS_AT_ONCE }, () => post(child.url, child.token, body, contentType)),
    );
    const seconds = (performance.now() - started) / 1000;
    const during = await memory(child, 'GET');
    clearInterval(sampler);
    if (statuses.some((s) => s !== 201)) throw new Error(`uploads answered ${statuses.join(', ')}`);
    const peak = Math.max(during.peakRss, ...samples);
    const growth = (peak - baseline) / MB;
    return [
      {
        database: kind,
        scenario: `${UPLOADS_AT_ONCE} uploads of ${(body.length / MB).toFixed(1)} MB at once: RSS growth`,
        value: growth,
        unit: 'MB',
        target: `< ${GROWTH_TARGET_MB} MB`,
        pass: growth < GROWTH_TARGET_MB,
        detail: {
          baselineRssMb: Number((baseline / MB).toFixed(1)),
          peakRssMb: Number((peak / MB).toFixed(1)),
          seconds: Number(seconds.toFixed(2)),
        },
      },
    ];
  } finally {
    clearInterval(sampler);
    await stopChild(child);
  }
}
