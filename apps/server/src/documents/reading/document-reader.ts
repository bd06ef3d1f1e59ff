// The reading child's parent side (docs/architecture.md, Strangers' files). Everything made from a file a
// person sent (its text, a DOCX's preview) is made in a child process under a time limit, a memory cap and
// size limits, and whatever the file holds, the caller gets an answer, never an exception. A process, not
// a thread: killed, it gives all its memory back to the system, where a thread's stays in the server's
// malloc arenas.
import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TReadingProgress } from '@keydate/domain';
import type { TDocumentKind } from '../document-kinds.ts';
import type {
  TBackupArchive,
  TChildMessage,
  TDocumentReading,
  TDocxPreview,
  TReadingAnswer,
  TReadingLimits,
  TReadingTask,
  TRegisterTable,
} from './reading-types.ts';

/**
 * The longest development contract (CERES, 154 dense pages) takes 11 to 18 s on an idle core here, most
 * of it in pdf.js: three times that allows for a busy one. A file that needs longer is broken or hostile.
 */
export const TIME_LIMIT_MS = 60_000;
/** Memory one reading may add to the child: several times what an honest 10 MB document needs. */
export const MEMORY_LIMIT_MB = 256;
/**
 * V8's cap on the child's heap, a backstop three times MEMORY_LIMIT_MB where the memory watch cannot
 * run: V8 aborts the child at this cap, which is answered as too large.
 */
export const CHILD_HEAP_MB = 3 * MEMORY_LIMIT_MB;
/** Far more than any contract's body; a 100,000-page PDF would otherwise hold the child for minutes. */
export const MAX_PAGES = 500;
/**
 * Scanned pages recognised in one document: a long contract's, some ten minutes of the child's time,
 * which every other reading waits behind.
 */
export const MAX_RECOGNISED_PAGES = 40;
/** A scanned page takes some 5 to 15 s to recognise on one core; four times that on a busy one. */
export const RECOGNITION_PAGE_TIME_LIMIT_MS = 60_000;
/** Tesseract's network and a page's images add some 400 MB to the child: the limit once it recognises. */
export const RECOGNITION_MEMORY_LIMIT_MB = 1024;
/** About a thousand dense pages: all of any contract, and little enough to pass between processes. */
export const MAX_CHARS = 2_000_000;
/** A Word document of 10 MB never unzips to this; a zip that would is a zip bomb. */
export const MAX_UNZIPPED_BYTES = 100 * 1024 * 1024;
/** A Word document has a few dozen parts; tens of thousands are an attack on the zip reader. */
export const MAX_ZIP_ENTRIES = 10_000;
/** A register's rows below its header: a large group's contracts several times over. */
export const MAX_ROWS = 10_000;
/** A workbook's sheets; a register is one of them. */
export const MAX_SHEETS = 100;
/** A backup's entries: a thousand contracts' documents many times over. */
export const MAX_ARCHIVE_ENTRIES = 20_000;
/** A backup unpacked: 400 documents at the 10 MB upload limit, and their records. */
export const MAX_ARCHIVE_BYTES = 4 * 1024 * 1024 * 1024;
/** Unpacking a large backup on a busy disk; past this it is refused as taking too long. */
export const ARCHIVE_TIME_LIMIT_MS = 10 * 60_000;
/** Documents that may wait for the child; past that a reading is refused (ReadingQueueFull), not queued. */
export const MAX_WAITING = 8;
/** A child left idle this long exits, giving back the memory its readers hold. */
const IDLE_MS = 60_000;
/** How often a reading's memory is looked at: bombs grow by a few hundred MB a second. */
const MEMORY_POLL_MS = 25;
const MIB = 1024 * 1024;

/** Too many documents wait to be read: the caller should try again later. */
export class ReadingQueueFull extends Error {
  constructor() {
    super('Too many documents are waiting to be read');
  }
}

/** The reader was closed (the server is stopping) before it answered. */
export class ReaderClosed extends Error {
  constructor() {
    super('The document reader was closed');
  }
}

export const READING_LIMITS: TReadingLimits = {
  timeoutMs: TIME_LIMIT_MS,
  recognitionPageTimeoutMs: RECOGNITION_PAGE_TIME_LIMIT_MS,
  recognitionMemoryMb: RECOGNITION_MEMORY_LIMIT_MB,
  archiveTimeoutMs: ARCHIVE_TIME_LIMIT_MS,
  memoryMb: MEMORY_LIMIT_MB,
  heapMb: CHILD_HEAP_MB,
  keptMb: MEMORY_LIMIT_MB,
  maxPages: MAX_PAGES,
  maxRecognisedPages: MAX_RECOGNISED_PAGES,
  maxChars: MAX_CHARS,
  maxUnzippedBytes: MAX_UNZIPPED_BYTES,
  maxZipEntries: MAX_ZIP_ENTRIES,
  maxRows: MAX_ROWS,
  maxSheets: MAX_SHEETS,
  maxArchiveEntries: MAX_ARCHIVE_ENTRIES,
  maxArchiveBytes: MAX_ARCHIVE_BYTES,
  maxWaiting: MAX_WAITING,
};

export interface TDocumentReader {
  /**
   * The document's text page by page, or why there is none, and the facts it states; `onProgress` hears
   * of each scanned page as its recognition starts.
   */
  read(input: {
    bytes: Uint8Array;
    kind: TDocumentKind;
    onProgress?: (progress: TReadingProgress) => void;
  }): Promise<TDocumentReading>;
  preview(input: { bytes: Uint8Array }): Promise<TDocxPreview>;
  /** A register's header and rows as text, from its first sheet or the one named. */
  register(input: { bytes: Uint8Array; format: 'csv' | 'xlsx'; sheet?: string }): Promise<TRegisterTable>;
  /** A backup zip (at `path`) unpacked into `outDir`, with its records and documents, or why it was not. */
  archive(input: { path: string; outDir: string }): Promise<TBackupArchive>;
  /** Kills the child: readings in hand and waiting throw ReaderClosed; a later one starts a new child. */
  close(): Promise<void>;
  /** The running child's process id, if there is one (for tests). */
  childPid(): number | undefined;
}

// The child is TypeScript: its entry registers the same loader as the server's (tsx), whether the server
// runs under `tsx`, `node --import tsx` or vitest, whose own flags and loader are not for the child.
// Named by its file, so it resolves from any working directory.
const CHILD = fileURLToPath(new URL('./reading-child-entry.mjs', import.meta.url));

/** statm counts pages: 4 KiB on x86-64 and most arm64 kernels (a larger page only loosens the limit). */
const PAGE_BYTES = 4096;

/**
 * The child's resident size, from Linux's /proc. Where there is none (macOS, Windows) this is undefined
 * and the heap cap and the time limit are a reading's only bounds.
 */
function residentBytes(pid: number): number | undefined {
  try {
    return Number(readFileSync(`/proc/${pid}/statm`, 'latin1').split(' ')[1]) * PAGE_BYTES;
  } catch {
    return undefined;
  }
}

interface TWatch {
  /** The reading went on to recognise a scanned page: its time counts afresh, under the recognition's limits. */
  recognising(): void;
  stop(): void;
}

/**
 * Calls `halt` past the reading's time or memory, both counted from when the child takes the document.
 * Memory is the child's resident size: V8's heap limit does not see the buffers pdf.js decodes into.
 */
function watchReading(
  pid: number,
  limits: TReadingLimits,
  timeoutMs: number,
  halt: (why: 'time' | 'memory') => void,
): TWatch {
  let timer = setTimeout(() => halt('time'), timeoutMs);
  let memoryMb = limits.memoryMb;
  const base = residentBytes(pid);
  const poll =
    base === undefined
      ? undefined
      : setInterval(() => {
          const now = residentBytes(pid);
          if (now !== undefined && now - base > memoryMb * MIB) halt('memory');
        }, MEMORY_POLL_MS);
  return {
    recognising() {
      clearTimeout(timer);
      timer = setTimeout(() => halt('time'), limits.recognitionPageTimeoutMs);
      memoryMb = limits.recognitionMemoryMb;
    },
    stop() {
      clearTimeout(timer);
      clearInterval(poll);
    },
  };
}

/** A reading the parent ended: past its memory or its time, or the child died of the file. */
interface THalted {
  halted: 'too_large' | 'timeout' | 'unreadable';
}

interface TReading {
  task: TReadingTask;
  onProgress?: ((progress: TReadingProgress) => void) | undefined;
  resolve(answer: TReadingAnswer | THalted): void;
  reject(error: Error): void;
}

interface TChild {
  process: ChildProcess;
  /** Resolved once the process is gone (or never was). */
  gone: Promise<void>;
  ready: boolean;
  /** Its resident size once loaded, which what it keeps from its readings is counted from. */
  loadedBytes?: number;
  reading?: TReading;
  watch?: TWatch;
  /** Why the parent killed it, if it did. */
  halted?: 'time' | 'memory';
}

/** A child of its own with these limits (tests use small ones); the server uses the default one. */
export function createDocumentReader(overrides: Partial<TReadingLimits> = {}): TDocumentReader {
  const limits: TReadingLimits = { ...READING_LIMITS, ...overrides };
  const { maxPages, maxRecognisedPages, maxChars, maxUnzippedBytes, maxZipEntries, maxRows } = limits;
  const { maxSheets, maxArchiveEntries, maxArchiveBytes } = limits;
  const fileLimits = {
    ...{ maxPages, maxRecognisedPages, maxChars, maxUnzippedBytes, maxZipEntries, maxRows, maxSheets },
    ...{ maxArchiveEntries, maxArchiveBytes },
  };
  const waiting: TReading[] = [];
  let child: TChild | undefined;
  let idle: NodeJS.Timeout | undefined;

  function start(): TChild {
    const forked = fork(CHILD, [], {
      execArgv: [`--max-old-space-size=${limits.heapMb}`],
      serialization: 'advanced',
      // Its stdout is not the server's log; its stderr says why it failed, if it does.
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    let gone = () => {};
    const started: TChild = {
      process: forked,
      gone: new Promise((resolve) => (gone = resolve)),
      ready: false,
    };
    forked.on('message', (message: TChildMessage) => {
      if (message === 'ready') {
        started.ready = true;
        started.loadedBytes = residentBytes(forked.pid as number);
        // The child holds the event loop only while it reads: an idle one keeps no script from ending.
        forked.unref();
        forked.channel?.unref();
        next();
      } else if (typeof message === 'object' && message !== null && 'answer' in message) {
        answered(started, message.answer);
      } else if (typeof message === 'object' && message !== null && 'progress' in message) {
        progressed(started, message.progress);
      }
      // Anything else is the loader's: tsx reports the files it loads.
    });
    forked.once('exit', (_code, signal) => {
      gone();
      ended(started, signal);
    });
    // Heard when the child could not be started, whose exit may never come, or could not be signalled.
    forked.on('error', (error) => {
      if (started.ready) return;
      gone();
      ended(started, null, error);
    });
    return started;
  }

  function next() {
    if (child?.reading || waiting.length === 0) return;
    clearTimeout(idle);
    try {
      child ??= start();
    } catch (error) {
      return failWaiting(error as Error);
    }
    const taker = child;
    if (!taker.ready) return; // Its 'ready' calls again.
    const reading = waiting.shift() as TReading;
    taker.reading = reading;
    taker.process.ref();
    taker.process.send(reading.task);
    const timeoutMs = reading.task.job === 'archive' ? limits.archiveTimeoutMs : limits.timeoutMs;
    taker.watch = watchReading(taker.process.pid as number, limits, timeoutMs, (why) => {
      taker.watch?.stop();
      taker.halted = why;
      taker.process.kill('SIGKILL');
    });
  }

  function progressed(from: TChild, progress: TReadingProgress) {
    if (from !== child || !from.reading || from.halted) return;
    from.watch?.recognising();
    from.reading.onProgress?.(progress);
  }

  function answered(from: TChild, answer: TReadingAnswer) {
    // A child already killed answers through its exit.
    if (from !== child || !from.reading || from.halted) return;
    from.watch?.stop();
    from.reading.resolve(answer);
    from.reading = undefined;
    from.process.unref();
    // Each reading is bounded, so the child is too: one grown past what it may keep starts afresh.
    const now = residentBytes(from.process.pid as number);
    const kept = now === undefined || from.loadedBytes === undefined ? 0 : now - from.loadedBytes;
    if (kept > limits.keptMb * MIB) retire();
    else if (waiting.length === 0) idle = setTimeout(retire, IDLE_MS).unref();
    next();
  }

  /** The child exited or never started. Its reading is answered once it is gone, memory and all. */
  function ended(from: TChild, signal: NodeJS.Signals | null, error?: Error) {
    if (from !== child) return;
    child = undefined;
    from.watch?.stop();
    if (from.reading) {
      // V8 aborts a process that reaches its heap cap: that too is memory.
      const why = from.halted ?? (signal === 'SIGABRT' ? 'memory' : 'died');
      from.reading.resolve({
        halted: ({ memory: 'too_large', time: 'timeout', died: 'unreadable' } as const)[why],
      });
    } else if (!from.ready) {
      // A child that does not start is the server's problem, not the documents'.
      failWaiting(error ?? new Error(`The reading child exited while starting (${signal ?? 'no signal'})`));
    }
    next();
  }

  function failWaiting(error: Error) {
    for (const reading of waiting.splice(0)) reading.reject(error);
  }

  function retire() {
    const leaving = child;
    child = undefined;
    leaving?.process.kill('SIGKILL');
  }

  function ask<TAnswer extends TReadingAnswer>(
    task: TReadingTask,
    onProgress?: (progress: TReadingProgress) => void,
  ): Promise<TAnswer | THalted> {
    if (waiting.length + (child?.reading ? 1 : 0) >= 1 + limits.maxWaiting) {
      return Promise.reject(new ReadingQueueFull());
    }
    return new Promise((resolve, reject) => {
      // The child answers a task with its job's answer.
      waiting.push({ task, onProgress, resolve: resolve as TReading['resolve'], reject });
      next();
    });
  }

  return {
    async read({ bytes, kind, onProgress }) {
      const answer = await ask<TDocumentReading>(
        { job: 'read', bytes, kind, limits: fileLimits },
        onProgress,
      );
      if (!('halted' in answer)) return answer;
      return { text: { state: 'unavailable', reason: answer.halted, pageCount: 0 }, facts: {} };
    },
    async preview({ bytes }) {
      const answer = await ask<TDocxPreview>({ job: 'preview', bytes, limits: fileLimits });
      return 'halted' in answer ? { state: 'unavailable', reason: answer.halted } : answer;
    },
    async register({ bytes, format, sheet }) {
      const task = { job: 'register' as const, bytes, format, ...(sheet === undefined ? {} : { sheet }) };
      const answer = await ask<TRegisterTable>({ ...task, limits: fileLimits });
      return 'halted' in answer ? { state: 'unavailable', reason: answer.halted } : answer;
    },
    async archive({ path, outDir }) {
      const answer = await ask<TBackupArchive>({ job: 'archive', path, outDir, limits: fileLimits });
      return 'halted' in answer ? { state: 'unavailable', reason: answer.halted } : answer;
    },
    async close() {
      const closing = child;
      child = undefined;
      clearTimeout(idle);
      closing?.watch?.stop();
      const error = new ReaderClosed();
      closing?.reading?.reject(error);
      failWaiting(error);
      closing?.process.ref(); // Held until it is gone.
      closing?.process.kill('SIGKILL');
      await closing?.gone;
    },
    childPid: () => child?.process.pid,
  };
}

let shared: TDocumentReader | undefined;

/** The server's one reader: one child, one queue, for every kind of reading. */
export function documentReader(): TDocumentReader {
  shared ??= createDocumentReader();
  return shared;
}

/** What a document says (its text and facts), or why it says nothing. Never throws for what a file holds. */
export function readDocument(input: Parameters<TDocumentReader['read']>[0]): Promise<TDocumentReading> {
  return documentReader().read(input);
}

/** Kills the shared child and whatever it is reading (server shutdown, tests). */
export async function closeDocumentReader(): Promise<void> {
  await shared?.close();
}
