// A workspace of 1,000 contracts, each with its own PDF in storage (lib/backup-world.ts), written out by
// GET /api/workspace/export three times: the time until the zip's last byte has arrived, its size, and how
// much the server's memory (its reading child included) grew meanwhile, which a streamed backup keeps
// small. Then POST /api/workspace/restore of that zip into an empty workspace, once: its time and memory
// growth, with the reading child started beforehand (by a document read) as a server that has read a
// document has it. The restored workspace is written out again and must hold the 1,000 contracts and the
// same 1,000 documents, byte for byte; anything else fails the scenario.
import { createWriteStream, mkdtempSync, openAsBlob, rmSync, statSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import {
  BACKUP_FILES,
  type TBackupManifest,
  type TRestoreResult,
  ZBackupManifest,
  ZRestoreResult,
} from '@keydate/domain';
import yauzl from 'yauzl';
import { BACKUP_CONTRACTS } from '../lib/backup-world.ts';
import { type Child, startChild, stopChild } from '../lib/child-process.ts';
import { droppedDocument } from '../lib/contract-pdf.ts';
import type { DbKind, Measurement } from '../lib/harness.ts';
import { growthMeasurement, type MemoryGrowth, watchMemory } from '../lib/memory-watch.ts';

export const BACKUP_GROWTH_TARGET_MB = 150;
const EXPORT_RUNS = 3;
const MB = 1024 * 1024;

/** GET /api/workspace/export written to `path` as it arrives; answers the time until its last byte. */
function download(child: Child, token: string, path: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = get(
      `${child.url}/api/workspace/export`,
      { headers: { authorization: `Bearer ${token}` } },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          reject(new Error(`GET /api/workspace/export answered ${res.statusCode}`));
          return;
        }
        pipeline(res, createWriteStream(path)).then(() => resolve(performance.now() - started), reject);
      },
    );
    request.on('error', reject);
  });
}

/** The manifest of a backup zip, read from the file. */
function readManifest(path: string): Promise<TBackupManifest> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error(`${path} is not a zip`));
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== BACKUP_FILES.manifest) return zip.readEntry();
        zip.openReadStream(entry, (openError, stream) => {
          if (openError || !stream) return reject(openError ?? new Error('manifest unreadable'));
          text(stream).then((body) => {
            zip.close();
            resolve(ZBackupManifest.parse(JSON.parse(body)));
          }, reject);
        });
      });
      zip.on('end', () => reject(new Error(`${path} holds no ${BACKUP_FILES.manifest}`)));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** The checksums of a backup's documents, sorted: the same documents have the same, whatever their ids. */
const documentSums = (manifest: TBackupManifest) =>
  manifest.files
    .filter((file) => file.path.startsWith('documents/'))
    .map((file) => file.sha256)
    .sort();

/** Fails unless the backup holds every contract and every document. */
function expectComplete(manifest: TBackupManifest, what: string): void {
  const { contracts, documents } = manifest.counts;
  if (contracts !== BACKUP_CONTRACTS || documents !== BACKUP_CONTRACTS) {
    throw new Error(
      `${what} holds ${contracts} contracts and ${documents} documents, not ${BACKUP_CONTRACTS} of each`,
    );
  }
}

async function restore(child: Child, token: string, zipPath: string) {
  const form = new FormData();
  form.append('file', await openAsBlob(zipPath, { type: 'application/zip' }), 'keydate-backup.zip');
  const started = performance.now();
  const res = await fetch(`${child.url}/api/workspace/restore`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`POST /api/workspace/restore answered ${res.status}: ${body}`);
  return { ms, result: ZRestoreResult.parse(JSON.parse(body)) };
}

/** One document read, so that the reading child the restore unpacks in is running. */
async function startReadingChild(child: Child): Promise<void> {
  const form = new FormData();
  const { name, bytes } = droppedDocument(99_999);
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), name);
  const res = await fetch(`${child.url}/api/documents/analyze`, {
    method: 'POST',
    headers: child.headers,
    body: form,
  });
  if (res.status !== 200) throw new Error(`POST /api/documents/analyze answered ${res.status}`);
}

const rounded = (value: number) => Math.round(value);

function measurements(
  database: DbKind,
  child: Child,
  exported: { times: number[]; growth: MemoryGrowth; zipBytes: number },
  restored: { ms: number; result: TRestoreResult; growth: MemoryGrowth },
): Measurement[] {
  const seed = child.backup;
  if (!seed) throw new Error('the server seeded no backup workspace');
  const label = `backup of ${BACKUP_CONTRACTS.toLocaleString('en-US')} contracts with their PDFs`;
  const median = [...exported.times].sort((a, b) => a - b)[Math.floor(EXPORT_RUNS / 2)] as number;
  return [
    {
      database,
      scenario: `${label}: GET /api/workspace/export, to the last byte (median of ${EXPORT_RUNS})`,
      value: median,
      unit: 'ms',
      detail: {
        runsMs: exported.times.map(rounded).join('/'),
        zipMb: Number((exported.zipBytes / MB).toFixed(1)),
        documentsMb: Number((seed.documentBytes / MB).toFixed(1)),
        msaContracts: seed.msaContracts,
        properties: seed.properties,
        vendors: seed.vendors,
        seededSeconds: Number(seed.seconds.toFixed(1)),
      },
    },
    growthMeasurement(
      database,
      `${label}: export, server memory growth, reading child included (most of ${EXPORT_RUNS})`,
      exported.growth,
      BACKUP_GROWTH_TARGET_MB,
    ),
    {
      database,
      scenario: `${label}: POST /api/workspace/restore into an empty workspace`,
      value: restored.ms,
      unit: 'ms',
      detail: {
        ...restored.result,
        zipMb: Number((exported.zipBytes / MB).toFixed(1)),
        checked: 'written out again: every contract, the same documents',
      },
    },
    growthMeasurement(
      database,
      `${label}: restore, server memory growth, reading child included`,
      restored.growth,
      BACKUP_GROWTH_TARGET_MB,
    ),
  ];
}

export async function backupScenario(kind: DbKind, postgresUrl?: string): Promise<Measurement[]> {
  const child = await startChild(kind, postgresUrl, { backup: true });
  const scratch = mkdtempSync(join(tmpdir(), 'keydate-bench-backup-'));
  try {
    const restoreToken = child.backup?.restoreToken;
    if (!restoreToken) throw new Error('the server made no workspace to restore into');
    const zipPath = join(scratch, 'backup.zip');
    const times: number[] = [];
    let growth: MemoryGrowth | undefined;
    for (let run = 0; run < EXPORT_RUNS; run += 1) {
      const watch = await watchMemory(child);
      times.push(await download(child, child.token, zipPath));
      const measured = await watch.stop();
      if (!growth || measured.growthMb > growth.growthMb) growth = measured;
    }
    if (!growth) throw new Error('no export measured');
    const original = await readManifest(zipPath);
    expectComplete(original, 'the backup');
    const zipBytes = statSync(zipPath).size;

    await startReadingChild(child);
    const watch = await watchMemory(child);
    const restored = await restore(child, restoreToken, zipPath);
    const restoreGrowth = await watch.stop();
    const { contracts, documents } = restored.result;
    if (contracts !== BACKUP_CONTRACTS || documents !== BACKUP_CONTRACTS) {
      throw new Error(`the restore answered ${JSON.stringify(restored.result)}`);
    }

    const againPath = join(scratch, 'restored.zip');
    await download(child, restoreToken, againPath);
    const again = await readManifest(againPath);
    expectComplete(again, 'the restored workspace');
    if (documentSums(again).join() !== documentSums(original).join()) {
      throw new Error("the restored workspace's documents are not the backup's");
    }
    return measurements(kind, child, { times, growth, zipBytes }, { ...restored, growth: restoreGrowth });
  } finally {
    await stopChild(child);
    rmSync(scratch, { recursive: true, force: true });
  }
}
