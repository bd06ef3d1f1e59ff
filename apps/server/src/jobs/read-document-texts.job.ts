// Reads documents' text in the background (services/documents/read-document-texts.ts), one document at a
// time: woken after an upload or a replacement, and by server.ts on start for what was stored before.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { closeDocumentReader } from '../documents/reading/document-reader.ts';
import { readDocumentTexts } from '../services/documents/read-document-texts.ts';
import type { Storage } from '../storage/index.ts';

export interface DocumentTextReader {
  /** Reads whatever is unread, now or, when a read is going on, once it ends. */
  wake(): void;
  /** Resolves once nothing is being read. */
  idle(): Promise<void>;
  /**
   * Stops at once: the reading child is killed with whatever it reads, for this job or for a request.
   * The document being read stays pending, to be read after the next start.
   */
  stop(): Promise<void>;
}

export function documentTextReader(options: {
  db: Db;
  storage: Storage;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** False: nothing is read, and wake() does nothing. */
  enabled?: boolean;
}): DocumentTextReader {
  const stopping = new AbortController();
  let running: Promise<void> | undefined;
  let again = false;
  const run = async () => {
    do {
      again = false;
      try {
        await readDocumentTexts({ ...options, signal: stopping.signal });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        options.log.error({ reason }, 'reading document texts failed; the next upload or start goes on');
      }
    } while (again && !stopping.signal.aborted);
    running = undefined;
  };
  return {
    wake() {
      if (stopping.signal.aborted || options.enabled === false) return;
      if (running) again = true;
      else running = run();
    },
    idle: async () => {
      while (running) await running;
    },
    stop: async () => {
      stopping.abort();
      await closeDocumentReader();
      await running;
    },
  };
}
