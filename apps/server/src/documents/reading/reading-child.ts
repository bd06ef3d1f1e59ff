// The reading child process (document-reader.ts): reads one document at a time and answers what it
// holds. Every failure a file can cause ends here as an answer; only the parent's limits (time, memory)
// act outside, by killing this process. The only modules that parse a stranger's file are imported here,
// and the facts rules run here too: on a stranger's text they may take a second, which the server's
// event loop cannot spare.
import { readDocumentFacts } from '../facts/read-document-facts.ts';
import { readBackupArchive } from './backup-archive.ts';
import { readDocText } from './doc-text.ts';
import { docxPreview } from './docx-html.ts';
import { readDocxText } from './docx-text.ts';
import { MIN_LETTERS_PER_PAGE, readPdfText } from './pdf-text.ts';
import type {
  TChildMessage,
  TDocumentReading,
  TExtractedText,
  TFileLimits,
  TReadingTask,
} from './reading-types.ts';
import { readRegisterTable } from './register-table.ts';
import { textAnswer } from './text-answer.ts';

const tell = (message: TChildMessage) => process.send?.(message);

async function readPdf(bytes: Uint8Array, limits: TFileLimits): Promise<TExtractedText> {
  try {
    const { pages, pageCount, recognisedPages } = await readPdfText(bytes, {
      maxPages: limits.maxPages,
      maxRecognisedPages: limits.maxRecognisedPages,
      onRecognising: (page, of) => tell({ progress: { page, pageCount: of } }),
    });
    if (pageCount < 1) return { state: 'unavailable', reason: 'unreadable', pageCount: 0 };
    return textAnswer(pages, pageCount, limits.maxChars, MIN_LETTERS_PER_PAGE, recognisedPages);
  } catch (error) {
    // pdf.js names the error it raises for a document that opens only with a password.
    const encrypted = error instanceof Error && error.name === 'PasswordException';
    return { state: 'unavailable', reason: encrypted ? 'encrypted' : 'unreadable', pageCount: 0 };
  }
}

function readText(bytes: Buffer, task: Extract<TReadingTask, { job: 'read' }>): Promise<TExtractedText> {
  switch (task.kind) {
    case 'pdf':
      return readPdf(bytes, task.limits);
    case 'docx':
      return readDocxText(bytes, task.limits);
    case 'doc':
      return readDocText(bytes, task.limits);
  }
}

async function read(bytes: Buffer, task: Extract<TReadingTask, { job: 'read' }>): Promise<TDocumentReading> {
  const text = await readText(bytes, task);
  return { text, facts: text.state === 'text' ? readDocumentFacts(text.pages) : {} };
}

function perform(task: TReadingTask) {
  if (task.job === 'archive') return readBackupArchive(task.path, task.outDir, task.limits);
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  switch (task.job) {
    case 'read':
      return read(bytes, task);
    case 'preview':
      return docxPreview(bytes, task.limits);
    case 'register':
      return readRegisterTable(bytes, task.format, task.limits, task.sheet);
  }
}

process.on('message', async (task: TReadingTask) => tell({ answer: await perform(task) }));
// A parent that is gone (exited, crashed, killed) has no use for this process.
process.on('disconnect', () => process.exit());
tell('ready');
