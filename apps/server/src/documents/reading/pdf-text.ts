// The text of a PDF page by page, read with Mozilla's pdf.js, and recognised with Tesseract on the pages
// that are scans. Runs in the reading child process (document-reader.ts), never in the server itself.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument, OPS, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { DoubtfulWord } from './doubtful-figures.ts';
import type { TextRecogniser } from './recognise-text.ts';

/** Where pdf.js finds the 14 standard fonts (Helvetica, Times, …), which a PDF may use without embedding. */
export const STANDARD_FONT_DATA_URL = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** A scan's page carries at most a page number or a stamp in its text layer; a page of text has thousands. */
export const MIN_LETTERS_PER_PAGE = 20;
const LETTER = /\p{L}/gu;

const IMAGE_OPERATIONS = new Set([
  OPS.paintImageXObject,
  OPS.paintInlineImageXObject,
  OPS.paintImageMaskXObject,
  OPS.paintImageXObjectRepeat,
  OPS.paintInlineImageXObjectGroup,
  OPS.paintImageMaskXObjectGroup,
  OPS.paintImageMaskXObjectRepeat,
]);

export interface PdfText {
  /** The text of each page read, in order: lines end with '\n'. */
  pages: string[];
  /** The pages the document has, read or not. */
  pageCount: number;
  /** The pages (numbered from 1) whose text was recognised in their image. */
  recognisedPages: number[];
  /** For each recognised page, the words with figures recognition was unsure of. */
  doubtfulWords: Map<number, DoubtfulWord[]>;
}

export interface PdfReading {
  maxPages: number;
  /** Scanned pages that may be recognised: reading stops at the next one (0: none is, and none stops it). */
  maxRecognisedPages: number;
  /** Told before a page is recognised, the slow part of reading a scan. */
  onRecognising?: (page: number, pageCount: number) => void;
}

const lettersIn = (text: string) => text.match(LETTER)?.length ?? 0;

async function textLayerOf(page: PDFPageProxy): Promise<string> {
  const content = await page.getTextContent();
  let text = '';
  for (const item of content.items) {
    if (!('str' in item)) continue;
    text += item.str;
    if (item.hasEOL) text += '\n';
  }
  return text;
}

/** A page that paints an image may be a scan; a blank page, or one with only a stamp's text, is not. */
async function paintsImage(page: PDFPageProxy): Promise<boolean> {
  const { fnArray } = await page.getOperatorList();
  return fnArray.some((operation) => IMAGE_OPERATIONS.has(operation));
}

/** Reads up to `maxPages` pages. Fails on a file pdf.js cannot open (corrupt, or encrypted with a password). */
export async function readPdfText(data: Uint8Array, reading: PdfReading): Promise<PdfText> {
  const task = getDocument({
    // pdf.js refuses a Node Buffer, though it is a Uint8Array: pass a plain view of the same bytes.
    data: Buffer.isBuffer(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : data,
    standardFontDataUrl: STANDARD_FONT_DATA_URL,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  // Tesseract and the canvas are loaded on the first scanned page: a child that reads text layers
  // starts and reads without them.
  let recogniser: TextRecogniser | undefined;
  try {
    const pdf = await task.promise;
    const pages: string[] = [];
    // Each recognised page, in order, with the figures recognition was unsure of.
    const doubtfulWords = new Map<number, DoubtfulWord[]>();
    for (let number = 1; number <= Math.min(pdf.numPages, reading.maxPages); number += 1) {
      const page = await pdf.getPage(number);
      let text = await textLayerOf(page);
      if (lettersIn(text) < MIN_LETTERS_PER_PAGE && (await paintsImage(page))) {
        if (doubtfulWords.size < reading.maxRecognisedPages) {
          reading.onRecognising?.(number, pdf.numPages);
          recogniser ??= (await import('./recognise-text.ts')).textRecogniser();
          const recognised = await recogniser.recognise(page);
          text = recognised.text;
          doubtfulWords.set(number, recognised.doubtfulWords);
        } else if (reading.maxRecognisedPages > 0) break; // The pages to recognise are spent: stop here.
      }
      pages.push(text);
      page.cleanup();
    }
    return { pages, pageCount: pdf.numPages, recognisedPages: [...doubtfulWords.keys()], doubtfulWords };
  } finally {
    await recogniser?.close();
    await task.destroy();
  }
}
