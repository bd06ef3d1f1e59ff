// The text of an uploaded contract document (CODE_STYLE habit 16): a stranger's file is parsed in a
// small worker pool under a time limit, a memory cap and size limits, and whatever the file holds, the
// caller gets an answer, never an exception.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { TDocumentKind } from '../document-kinds.ts';
import type { TTextTask } from './text-worker.ts';

/** Enough for a 500-page contract on a busy core; a file that needs longer is broken or hostile. */
export const TIME_LIMIT_MS = 20_000;
/** Memory one reading may add to the process: several times what an honest 10 MB document needs. */
export const MEMORY_LIMIT_MB = 256;
/**
 * V8's cap on the thread's heap, a backstop three times MEMORY_LIMIT_MB: at this cap one large allocation
 * (a growing array copies itself at 1.5 times its size) aborts the whole process, since Node leaves a
 * worker only 16 MB of leeway, so the memory watch must always act first.
 */
export const WORKER_HEAP_MB = 3 * MEMORY_LIMIT_MB;
/** Far more than any contract's body; a 100,000-page PDF would otherwise hold the worker for minutes. */
export const MAX_PAGES = 500;
/** About a thousand dense pages: all of any contract, and little enough to pass between threads. */
export const MAX_CHARS = 2_000_000;
/** A Word document of 10 MB never unzips to this; a zip that would is a zip bomb. */
export const MAX_UNZIPPED_BYTES = 100 * 1024 * 1024;
/** A Word document has a few dozen parts; tens of thousands are an attack on the zip reader. */
export const MAX_ZIP_ENTRIES = 10_000;
/**
 * One thread: the server shares its cores with requests, documents arrive one by one, and the memory
 * watch counts what the process gains during a reading as that reading's.
 */
const THREADS = 1;
/** Documents that may wait for the thread; past that a reading is refused (TextQueueFull), not queued. */
export const MAX_WAITING = 8;
/** A thread left idle this long exits, giving back the memory its readers hold. */
const IDLE_MS = 60_000;
/** How often a reading's memory is looked at: bombs grow by a few hundred MB a second. */
const MEMORY_POLL_MS = 25;
const MIB = 1024 * 1024;

export type TExtractedText =
  | { state: 'text'; pages: string[]; pageCount: number; truncated: boolean }
  | { state: 'no_text_layer'; pageCount: number }
  | {
      state: 'unavailable';
      reason: 'encrypted' | 'unreadable' | 'too_large' | 'timeout' | 'unsupported';
      pageCount: number;
    };

export interface TTextLimits {
  timeoutMs: number;
  memoryMb: number;
  heapMb: number;
  maxPages: number;
  maxChars: number;
  maxUnzippedBytes: number;
  maxZipEntries: number;
  maxWaiting: number;
}

/** Too many documents wait to be read: the caller should try again later (HTTP 429). */
export class TextQueueFull extends Error {
  constructor() {
    super('Too many documents are waiting to be read');
  }
}

export const TEXT_LIMITS: TTextLimits = {
  timeoutMs: TIME_LIMIT_MS,
  memoryMb: MEMORY_LIMIT_MB,
  heapMb: WORKER_HEAP_MB,
  maxPages: MAX_PAGES,
  maxChars: MAX_CHARS,
  maxUnzippedBytes: MAX_UNZIPPED_BYTES,
  maxZipEntries: MAX_ZIP_ENTRIES,
  maxWaiting: MAX_WAITING,
};

export interface TTextExtractor {
  extract(input: { bytes: Uint8Array; kind: TDocumentKind }): Promise<TExtractedText>;
  /** Ends the pool's threads; a later `extract` starts a new pool. */
  close(): Promise<void>;
}

// The worker is TypeScript: its thread needs the same loader as the server (tsx), whether the server
// runs under `tsx`, `node --import tsx` or vitest, whose own loader does not reach worker threads.
// Named by its file, so it resolves from any working directory.
const WORKER = new URL('./text-worker.ts', import.meta.url).href;
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const WORKER_EXEC_ARGV = ['--import', TSX_LOADER];

function newPool(heapMb: number): Piscina {
  const pool = new Piscina({
    filename: WORKER,
    execArgv: WORKER_EXEC_ARGV,
    minThreads: 0,
    maxThreads: THREADS,
    idleTimeout: IDLE_MS,
    resourceLimits: { maxOldGenerationSizeMb: heapMb },
  });
  // A thread can die with no task in hand (out of memory while starting up); unheard, the 'error'
  // event would end the whole server.
  pool.on('error', () => {});
  return pool;
}

const unavailable = (reason: 'too_large' | 'timeout' | 'unreadable'): TExtractedText => ({
  state: 'unavailable',
  reason,
  pageCount: 0,
});

/**
 * Ends a reading (through `abort`) past its time or its memory, both counted from its start. Memory is
 * the process's resident size: V8's heap limit does not see the buffers pdf.js decodes streams into.
 */
function watchReading(abort: AbortController, limits: TTextLimits) {
  let timer: NodeJS.Timeout | undefined;
  let poll: NodeJS.Timeout | undefined;
  return {
    start() {
      timer = setTimeout(() => abort.abort('time'), limits.timeoutMs);
      const base = process.memoryUsage.rss();
      poll = setInterval(() => {
        if (process.memoryUsage.rss() - base > limits.memoryMb * MIB) abort.abort('memory');
      }, MEMORY_POLL_MS);
    },
    stop() {
      clearTimeout(timer);
      clearInterval(poll);
    },
  };
}

const outOfMemory = (error: unknown) =>
  error instanceof Error && (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY';

/** A pool of its own with these limits (tests use small ones); the server uses the default one. */
export function createTextExtractor(overrides: Partial<TTextLimits> = {}): TTextExtractor {
  const limits: TTextLimits = { ...TEXT_LIMITS, ...overrides };
  let pool: Piscina | undefined;
  /** Documents being read or waiting for the thread. */
  let inHand = 0;

  async function extract({ bytes, kind }: { bytes: Uint8Array; kind: TDocumentKind }) {
    if (inHand >= THREADS + limits.maxWaiting) throw new TextQueueFull();
    pool ??= newPool(limits.heapMb);
    const running = pool;
    // The limits start when a thread takes the document, so a document waiting behind another is not
    // cut short for the other's time.
    const { port1, port2 } = new MessageChannel();
    const abort = new AbortController();
    const watch = watchReading(abort, limits);
    let started = false;
    port1.once('message', () => {
      started = true;
      watch.start();
    });
    // A copy of exactly the document's bytes, moved rather than cloned: a view into a larger buffer
    // would otherwise send the whole buffer.
    const copy = new Uint8Array(bytes);
    const task: TTextTask = { bytes: copy, kind, limits, started: port2 };
    inHand += 1;
    try {
      return (await running.run(task, {
        signal: abort.signal,
        transferList: [port2, copy.buffer],
      })) as TExtractedText;
    } catch (error) {
      if (abort.signal.aborted)
        return unavailable(abort.signal.reason === 'memory' ? 'too_large' : 'timeout');
      if (outOfMemory(error)) return unavailable('too_large');
      // A thread that died while reading was killed by the file; one that never began, or a pool
      // closed under it, is the server's problem and is reported as such.
      if (started && running === pool) return unavailable('unreadable');
      throw error;
    } finally {
      inHand -= 1;
      watch.stop();
      port1.close();
    }
  }

  return {
    extract,
    async close() {
      const closing = pool;
      pool = undefined;
      await closing?.destroy();
    },
  };
}

let shared: TTextExtractor | undefined;

/** The document's text page by page, or why there is none. Never throws for anything a file holds. */
export async function extractDocumentText(input: {
  bytes: Uint8Array;
  kind: TDocumentKind;
}): Promise<TExtractedText> {
  shared ??= createTextExtractor();
  return shared.extract(input);
}

/** Ends the shared pool (server shutdown, tests). */
export async function closeTextExtraction(): Promise<void> {
  await shared?.close();
}
