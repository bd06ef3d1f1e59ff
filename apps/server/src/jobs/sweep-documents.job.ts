// The document sweep (services/documents/sweep-documents.ts) on a schedule: server.ts starts it.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { type Repeating, repeat } from '../lib/repeat.ts';
import { type SweepResult, sweepDocuments } from '../services/documents/sweep-documents.ts';
import type { Storage } from '../storage/index.ts';

type Log = Pick<FastifyBaseLogger, 'info' | 'error'>;

/** One sweep of what is older than `graceMs`, logged when it removed anything or failed. */
export async function runDocumentSweep(options: {
  db: Db;
  storage: Storage;
  graceMs: number;
  log: Log;
  signal?: AbortSignal;
}): Promise<SweepResult | undefined> {
  try {
    const result = await sweepDocuments({ ...options, now: new Date() });
    if (result.pending.length + result.unreferenced.length + result.incomplete.length > 0) {
      options.log.info(result, 'document sweep removed files no contract refers to');
    }
    return result;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    options.log.error({ reason }, 'document sweep failed; the next one tries again');
    return undefined;
  }
}

/** Sweeps at once, then every `minutes`, removing what is at least `minutes` old. */
export function startDocumentSweep(options: {
  db: Db;
  storage: Storage;
  minutes: number;
  log: Log;
}): Repeating {
  const graceMs = options.minutes * 60_000;
  return repeat(async (signal) => {
    await runDocumentSweep({ ...options, graceMs, signal });
  }, graceMs);
}
