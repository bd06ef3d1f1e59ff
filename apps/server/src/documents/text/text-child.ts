// The text reader's child process (extract-text.ts): reads one document at a time and answers what it
// holds. Every failure a file can cause ends here as an answer; only the parent's limits (time, memory)
// act outside, by killing this process.
import type { TDocumentKind } from '../document-kinds.ts';
import { readDocText } from './doc-text.ts';
import { readDocxText } from './docx-text.ts';
import type { TExtractedText, TTextLimits } from './extract-text.ts';
import { readPdfText } from './pdf-text.ts';
import { textAnswer } from './text-answer.ts';

export interface TTextTask {
  bytes: Uint8Array;
  kind: TDocumentKind;
  limits: Pick<TTextLimits, 'maxPages' | 'maxChars' | 'maxUnzippedBytes' | 'maxZipEntries'>;
}

/**
 * What the child tells its parent: that it is loaded, so that a reading's time and memory are counted
 * without the start-up's (a child starts at some 250 MB resident, pdf.js loaded), then each answer.
 */
export type TChildMessage = 'ready' | { answer: TExtractedText };

// A scan's pages carry at most a page number or a stamp; a page of contract text has thousands.
const MIN_LETTERS_PER_PDF_PAGE = 20;

async function readPdf(bytes: Uint8Array, limits: TTextTask['limits']): Promise<TExtractedText> {
  try {
    const { pages, pageCount } = await readPdfText(bytes, limits.maxPages);
    if (pageCount < 1) return { state: 'unavailable', reason: 'unreadable', pageCount: 0 };
    return textAnswer(pages, pageCount, limits.maxChars, MIN_LETTERS_PER_PDF_PAGE);
  } catch (error) {
    // pdf.js names the error it raises for a document that opens only with a password.
    const encrypted = error instanceof Error && error.name === 'PasswordException';
    return { state: 'unavailable', reason: encrypted ? 'encrypted' : 'unreadable', pageCount: 0 };
  }
}

async function readDocument(task: TTextTask): Promise<TExtractedText> {
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  switch (task.kind) {
    case 'pdf':
      return readPdf(bytes, task.limits);
    case 'docx':
      return readDocxText(bytes, task.limits);
    case 'doc':
      return readDocText(bytes, task.limits);
  }
}

const tell = (message: TChildMessage) => process.send?.(message);

process.on('message', async (task: TTextTask) => tell({ answer: await readDocument(task) }));
// A parent that is gone (exited, crashed, killed) has no use for this process.
process.on('disconnect', () => process.exit());
tell('ready');
