// The reading child process (document-reader.ts): reads one document at a time and answers what it
// holds. Every failure a file can cause ends here as an answer; only the parent's limits (time, memory)
// act outside, by killing this process. The only modules that parse a stranger's file are imported here,
// and the facts rules run here too: on a stranger's text they may take a second, which the server's
// event loop cannot spare. PDFs are most of what it reads, so pdf.js is loaded with it; the parsers of
// other kinds load with the first file of their kind, keeping the child's start short.
import { readDocumentFacts } from '../facts/read-document-facts.ts';
import { type DoubtfulWord, withoutDoubtfulFacts } from './doubtful-figures.ts';
import { MIN_LETTERS_PER_PAGE, readPdfText } from './pdf-text.ts';
import type {
  TChildMessage,
  TDocumentReading,
  TExtractedText,
  TFileLimits,
  TReadingTask,
} from './reading-types.ts';
import { textAnswer } from './text-answer.ts';

const tell = (message: TChildMessage) => process.send?.(message);

/** A document's text, and for each page recognised in a scan the figures recognition was unsure of. */
interface TTextRead {
  text: TExtractedText;
  doubtfulWords?: Map<number, DoubtfulWord[]>;
}

async function readPdf(bytes: Uint8Array, limits: TFileLimits): Promise<TTextRead> {
  try {
    const { pages, pageCount, recognisedPages, doubtfulWords } = await readPdfText(bytes, {
      maxPages: limits.maxPages,
      maxRecognisedPages: limits.maxRecognisedPages,
      onRecognising: (page, of) => tell({ progress: { page, pageCount: of } }),
    });
    if (pageCount < 1) return { text: { state: 'unavailable', reason: 'unreadable', pageCount: 0 } };
    const text = textAnswer(pages, pageCount, limits.maxChars, MIN_LETTERS_PER_PAGE, recognisedPages);
    return { text, doubtfulWords };
  } catch (error) {
    // pdf.js names the error it raises for a document that opens only with a password.
    const encrypted = error instanceof Error && error.name === 'PasswordException';
    return { text: { state: 'unavailable', reason: encrypted ? 'encrypted' : 'unreadable', pageCount: 0 } };
  }
}

async function readText(bytes: Buffer, task: Extract<TReadingTask, { job: 'read' }>): Promise<TTextRead> {
  switch (task.kind) {
    case 'pdf':
      return readPdf(bytes, task.limits);
    case 'docx':
      return { text: await (await import('./docx-text.ts')).readDocxText(bytes, task.limits) };
    case 'doc':
      return { text: await (await import('./doc-text.ts')).readDocText(bytes, task.limits) };
  }
}

// A date or a period read from figures recognition was unsure of is not offered (doubtful-figures.ts).
async function read(bytes: Buffer, task: Extract<TReadingTask, { job: 'read' }>): Promise<TDocumentReading> {
  const { text, doubtfulWords } = await readText(bytes, task);
  if (text.state !== 'text') return { text, facts: {} };
  const facts = readDocumentFacts(text.pages);
  return { text, facts: doubtfulWords ? withoutDoubtfulFacts(facts, doubtfulWords) : facts };
}

async function perform(task: TReadingTask) {
  if (task.job === 'archive') {
    return (await import('./backup-archive.ts')).readBackupArchive(task.path, task.outDir, task.limits);
  }
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  switch (task.job) {
    case 'read':
      return read(bytes, task);
    case 'preview':
      return (await import('./docx-html.ts')).docxPreview(bytes, task.limits);
    case 'register':
      return (await import('./register-table.ts')).readRegisterTable(
        bytes,
        task.format,
        task.limits,
        task.sheet,
      );
  }
}

process.on('message', async (task: TReadingTask) => tell({ answer: await perform(task) }));
// A parent that is gone (exited, crashed, killed) has no use for this process.
process.on('disconnect', () => process.exit());
tell('ready');
