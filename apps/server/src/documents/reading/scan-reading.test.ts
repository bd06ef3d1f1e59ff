import type { TReadingProgress } from '@keydate/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTextPdf } from '../../../test/support/pdf.ts';
import {
  pdfOfPages,
  type ScannedPage,
  SHORT_CONTRACT,
  STRIP_HEIGHT,
  scanPages,
} from '../../../test/support/scan-pdf.ts';
import { createDocumentReader, type TDocumentReader } from './document-reader.ts';

// Real scans: text PDFs drawn as images, turned and speckled, rebuilt with no text layer, and read by
// the reading child with Tesseract. Pages are short, so that each is recognised in a second or two.
const { opening: OPENING, term: TERM } = SHORT_CONTRACT;

let scanned: ScannedPage[];
const reader: TDocumentReader = createDocumentReader();

beforeAll(async () => {
  scanned = await scanPages(buildTextPdf([OPENING, TERM], STRIP_HEIGHT));
});
afterAll(() => reader.close());

const scannedPage = (index: number) => scanned[index] as ScannedPage;

describe('reading a scanned PDF', () => {
  it('recognises each page, telling of each as it starts, and reads the dates its text states', async () => {
    const heard: TReadingProgress[] = [];
    const { text, facts } = await reader.read({
      bytes: pdfOfPages([scannedPage(0), scannedPage(1)]),
      kind: 'pdf',
      onProgress: (progress) => heard.push(progress),
    });
    expect(text).toMatchObject({ state: 'text', pageCount: 2, truncated: false, recognisedPages: [1, 2] });
    expect(heard).toEqual([
      { page: 1, pageCount: 2 },
      { page: 2, pageCount: 2 },
    ]);
    const [first, second] = text.state === 'text' ? text.pages : [];
    expect(first).toContain('ELEVATOR MAINTENANCE AGREEMENT');
    expect(first).toContain('Harbor Hotels LLC');
    expect(second).toContain('December 31, 2027');
    expect(facts.agreementDate).toMatchObject({ value: '2025-03-03', page: 1 });
    expect(facts.expirationDate).toMatchObject({ value: '2027-12-31', page: 2 });
  });

  // Scanned at 45 DPI, the opening's '2025' is recognised as '2028', a word Tesseract was unsure of.
  it('does not offer a date whose figures recognition was unsure of', async () => {
    const [coarse] = await scanPages(buildTextPdf([OPENING], STRIP_HEIGHT), { dpi: 45 });
    const { text, facts } = await reader.read({ bytes: pdfOfPages([coarse as ScannedPage]), kind: 'pdf' });
    expect(text.state === 'text' && text.pages[0]).toContain('March 3, 2028');
    expect(facts.agreementDate).toBeUndefined();
    expect(facts.parties?.value).toHaveLength(2);
  });

  it('reads a mixed PDF page by page: text from the text layer, a scanned page recognised', async () => {
    const { text } = await reader.read({ bytes: pdfOfPages([OPENING, scannedPage(1)]), kind: 'pdf' });
    expect(text).toMatchObject({ state: 'text', pageCount: 2, recognisedPages: [2] });
    const [first, second] = text.state === 'text' ? text.pages : [];
    expect(first).toBe(`${OPENING.join('\n')}`);
    expect(second).toContain('December 31, 2027');
  });

  it('recognises no more than its cap of scanned pages, and says the text is cut there', async () => {
    const capped = createDocumentReader({ maxRecognisedPages: 1 });
    try {
      const heard: TReadingProgress[] = [];
      const { text } = await capped.read({
        bytes: pdfOfPages([scannedPage(0), scannedPage(1)]),
        kind: 'pdf',
        onProgress: (progress) => heard.push(progress),
      });
      expect(text).toMatchObject({ state: 'text', pageCount: 2, truncated: true, recognisedPages: [1] });
      expect(text.state === 'text' && text.pages).toHaveLength(1);
      expect(heard).toEqual([{ page: 1, pageCount: 2 }]);
    } finally {
      await capped.close();
    }
  });

  it('answers no text layer for a scan when recognition is off', async () => {
    const off = createDocumentReader({ maxRecognisedPages: 0 });
    try {
      const { text } = await off.read({ bytes: pdfOfPages([scannedPage(0)]), kind: 'pdf' });
      expect(text).toEqual({ state: 'no_text_layer', pageCount: 1 });
    } finally {
      await off.close();
    }
  });
});

describe('reading a scanned PDF under the limits of recognition', () => {
  it('answers timeout for a page recognised past its time limit, then reads the next document', async () => {
    const hurried = createDocumentReader({ recognitionPageTimeoutMs: 50 });
    try {
      const { text } = await hurried.read({ bytes: pdfOfPages([scannedPage(0)]), kind: 'pdf' });
      expect(text).toEqual({ state: 'unavailable', reason: 'timeout', pageCount: 0 });
      const next = await hurried.read({ bytes: buildTextPdf([OPENING]), kind: 'pdf' });
      expect(next.text.state).toBe('text');
    } finally {
      await hurried.close();
    }
  });

  it('holds a recognition to its own memory limit', async () => {
    // Recognising even a strip of a page grows the child by some 100 MB.
    const strict = createDocumentReader({ recognitionMemoryMb: 60 });
    try {
      // A first reading loads pdf.js's parser into the child, under the text layer's limit.
      expect((await strict.read({ bytes: buildTextPdf([OPENING]), kind: 'pdf' })).text.state).toBe('text');
      const scan = await strict.read({ bytes: pdfOfPages([scannedPage(0)]), kind: 'pdf' });
      expect(scan.text).toEqual({ state: 'unavailable', reason: 'too_large', pageCount: 0 });
      // Killed for it, the child is replaced for the next document.
      expect((await strict.read({ bytes: buildTextPdf([OPENING]), kind: 'pdf' })).text.state).toBe('text');
    } finally {
      await strict.close();
    }
  });
});
