// What the server asks of its reading child (reading-child.ts), the limits it reads under, and what it
// answers. Both sides import these; neither imports the other.
import type { TDocumentFacts } from '@keydate/domain';
import type { TDocumentKind } from '../document-kinds.ts';

export type TExtractedText =
  | { state: 'text'; pages: string[]; pageCount: number; truncated: boolean }
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

export interface TReadingLimits {
  timeoutMs: number;
  memoryMb: number;
  heapMb: number;
  /** Memory a child may keep from its readings (caches, a fragmented heap) before it is replaced. */
  keptMb: number;
  maxPages: number;
  maxChars: number;
  maxUnzippedBytes: number;
  maxZipEntries: number;
  /** Rows of a register below its header. */
  maxRows: number;
  maxSheets: number;
  maxWaiting: number;
}

/** The limits the child checks itself; time and memory are watched from outside. */
export type TFileLimits = Pick<
  TReadingLimits,
  'maxPages' | 'maxChars' | 'maxUnzippedBytes' | 'maxZipEntries' | 'maxRows' | 'maxSheets'
>;

/** One file for the child: a document's text and facts, a DOCX's preview, or a register's table. */
export type TReadingTask =
  | { job: 'read'; bytes: Uint8Array; kind: TDocumentKind; limits: TFileLimits }
  | { job: 'preview'; bytes: Uint8Array; limits: TFileLimits }
  | { job: 'register'; bytes: Uint8Array; format: 'csv' | 'xlsx'; sheet?: string; limits: TFileLimits };

/**
 * What the child tells its parent: that it is loaded, so that a reading's time and memory are counted
 * without the start-up's (a child starts at some 250 MB resident, pdf.js loaded), then each answer.
 */
export type TChildMessage = 'ready' | { answer: TDocumentReading | TDocxPreview | TRegisterTable };
