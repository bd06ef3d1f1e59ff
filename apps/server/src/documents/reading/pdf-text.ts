// The text of a PDF page by page, read with Mozilla's pdf.js. Runs in the reading child
// process (document-reader.ts), never in the server itself.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Where pdf.js finds the 14 standard fonts (Helvetica, Times, …), which a PDF may use without embedding. */
export const STANDARD_FONT_DATA_URL = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export interface PdfText {
  /** The text of each page read, in order: lines end with '\n'. */
  pages: string[];
  /** The pages the document has, read or not. */
  pageCount: number;
}

/** Reads up to `maxPages` pages. Fails on a file pdf.js cannot open (corrupt, or encrypted with a password). */
export async function readPdfText(data: Uint8Array, maxPages: number): Promise<PdfText> {
  const task = getDocument({
    // pdf.js refuses a Node Buffer, though it is a Uint8Array: pass a plain view of the same bytes.
    data: Buffer.isBuffer(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : data,
    standardFontDataUrl: STANDARD_FONT_DATA_URL,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  try {
    const pdf = await task.promise;
    const pages: string[] = [];
    for (let number = 1; number <= Math.min(pdf.numPages, maxPages); number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str;
        if (item.hasEOL) text += '\n';
      }
      pages.push(text);
      page.cleanup();
    }
    return { pages, pageCount: pdf.numPages };
  } finally {
    await task.destroy();
  }
}
