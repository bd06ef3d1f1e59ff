// The reading child process (document-reader.ts): reads one document at a time and answers what it
// holds. Every failure a file can cause ends here as an answer; only the parent's limits (time, memory)
// act outside, by killing this process. The only modules that parse a stranger's file are imported here.
import { readDocText } from './doc-text.ts';
import { docxPreview } from './docx-html.ts';
import { readDocxText } from './docx-text.ts';
import { readPdfText } from './pdf-text.ts';
import type { TChildMessage, TExtractedText, TFileLimits, TReadingTask } from './reading-types.ts';
import { textAnswer } from './text-answer.ts';

// A scan's pages carry at most a page number or a stamp; a page of contract text has thousands.
const MIN_LETTERS_PER_PDF_PAGE = 20;

async function readPdf(bytes: Uint8Array, limits: TFileLimits): Promise<TExtractedText> {
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

function perform(task: TReadingTask) {
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  if (task.job === 'preview') return docxPreview(bytes, task.limits);
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

process.on('message', async (task: TReadingTask) => tell({ answer: await perform(task) }));
// A parent that is gone (exited, crashed, killed) has no use for this process.
process.on('disconnect', () => process.exit());
tell('ready');
