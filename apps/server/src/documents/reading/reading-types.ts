// What the server asks of its reading child (reading-child.ts), the limits it reads under, and what it
// answers. Both sides import these; neither imports the other.
import type { TDocumentFacts, TReadingProgress } from '@keydate/domain';
import type { TDocumentKind } from '../document-kinds.ts';

export type TExtractedText =
  | {
      state: 'text';
      pages: string[];
      pageCount: number;
      truncated: boolean;
      /** The pages (numbered from 1) whose text was recognised in a scan's image, not read from its text. */
      recognisedPages: number[];
    }
  | { state: 'no_text_layer'; pageCount: number }
  | {
      state: 'unavailable';
      reason: 'encrypted' | 'unreadable' | 'too_large' | 'timeout' | 'unsupported';
      pageCount: number;
    };

/** A document read: its text, and the facts that text states (none without text). */
export interface TDocumentReading {
  text: TExtractedText;
  facts: TDocumentFacts;
}

/** A DOCX made into HTML for the preview frame (links made safe), or why it could not be. */
export type TDocxPreview =
  | { state: 'html'; html: string }
  | { state: 'unavailable'; reason: 'unreadable' | 'too_large' | 'timeout' };

/**
 * A register (CSV or XLSX) as a table of text: its header and its rows, each with its row number in the
 * file (the header's row is the first with content), or why it could not be read.
 */
export type TRegisterTable =
  | {
      state: 'table';
      /** The workbook's sheets (none for CSV), and the one read. */
      sheets: string[];
      sheet: string | null;
      header: string[];
      rows: Array<{ row: number; cells: string[] }>;
    }
  | {
      state: 'unavailable';
      reason:
        | 'unreadable'
        | 'too_large'
        | 'timeout'
        | 'too_many_rows'
        | 'too_many_sheets'
        | 'no_sheet'
        | 'empty';
    };

/**
 * A workspace backup (zip) unpacked for a restore: its records as parsed JSON, still to be checked, and
 * the file each document was written to (by the contract's id in the backup); or why it cannot be one.
 */
export type TBackupArchive =
  | {
      state: 'archive';
      manifest: unknown;
      workspace: unknown;
      properties: unknown;
      vendors: unknown;
      contracts: unknown;
      /** A backup written before contracts had a history has none: []. */
      history: unknown;
      documents: Record<string, string>;
    }
  | {
      state: 'unavailable';
      reason: 'unreadable' | 'too_large' | 'timeout' | 'unsafe_path' | 'tampered' | 'not_a_backup';
    };

export interface TReadingLimits {
  timeoutMs: number;
  /** Each scanned page's recognition, counted afresh as the child starts the page. */
  recognitionPageTimeoutMs: number;
  /** Memory a reading may add once it recognises scans (Tesseract's network and page images). */
  recognitionMemoryMb: number;
  /** A backup's unpacking: hundreds of documents, so far longer than one document's reading. */
  archiveTimeoutMs: number;
  memoryMb: number;
  heapMb: number;
  /** Memory a child may keep from its readings (caches, a fragmented heap) before it is replaced. */
  keptMb: number;
  maxPages: number;
  /** Scanned pages of one document whose text is recognised. */
  maxRecognisedPages: number;
  maxChars: number;
  maxUnzippedBytes: number;
  maxZipEntries: number;
  /** Rows of a register below its header. */
  maxRows: number;
  maxSheets: number;
  /** Entries of a backup zip, and all its entries unpacked. */
  maxArchiveEntries: number;
  maxArchiveBytes: number;
  maxWaiting: number;
}

/** The limits the child checks itself; time and memory are watched from outside. */
export type TFileLimits = Pick<
  TReadingLimits,
  | 'maxPages'
  | 'maxRecognisedPages'
  | 'maxChars'
  | 'maxUnzippedBytes'
  | 'maxZipEntries'
  | 'maxRows'
  | 'maxSheets'
  | 'maxArchiveEntries'
  | 'maxArchiveBytes'
>;

/**
 * One file for the child: a document's text and facts, a DOCX's preview, a register's table, or a backup
 * unpacked (read from the file at `path`, too large to pass as bytes, into `outDir`).
 */
export type TReadingTask =
  | { job: 'read'; bytes: Uint8Array; kind: TDocumentKind; limits: TFileLimits }
  | { job: 'preview'; bytes: Uint8Array; limits: TFileLimits }
  | { job: 'register'; bytes: Uint8Array; format: 'csv' | 'xlsx'; sheet?: string; limits: TFileLimits }
  | { job: 'archive'; path: string; outDir: string; limits: TFileLimits };

/**
 * What the child tells its parent: that it is loaded, so that a reading's time and memory are counted
 * without the start-up's (a child starts at some 250 MB resident, pdf.js loaded), then each answer, and
 * before each scanned page it recognises, its progress.
 */
export type TChildMessage = 'ready' | { answer: TReadingAnswer } | { progress: TReadingProgress };

export type TReadingAnswer = TDocumentReading | TDocxPreview | TRegisterTable | TBackupArchive;
