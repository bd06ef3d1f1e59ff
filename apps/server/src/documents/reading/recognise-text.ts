// Text recognised in a scanned page's image with Tesseract (tesseract.js, its English data from the
// @tesseract.js-data/eng package): offline, in the reading child, one page at a time. The parent's
// watch bounds each page's time and the recognition's memory (document-reader.ts).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { MONTH_NAME, WORD_NUMBER } from '../facts/phrases.ts';
import { pageImage, pgmOf } from './page-image.ts';

// The LSTM network alone (2.9 MB), the package's smaller copy; the data is read from disk, never fetched,
// and never cached in the working folder.
const LANGUAGE_DATA = join(
  dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

export interface TextRecogniser {
  /** The page's text, recognised in its image drawn at the resolution text is recognised at. */
  recognise(page: PDFPageProxy): Promise<string>;
  close(): Promise<void>;
}

/** Starts Tesseract on first use (about half a second), so a document without scans never pays for it. */
export function textRecogniser(): TextRecogniser {
  let started: Promise<Worker> | undefined;
  return {
    async recognise(page) {
      const image = await pageImage(page);
      started ??= createWorker('eng', OEM.LSTM_ONLY, {
        langPath: LANGUAGE_DATA,
        gzip: true,
        cacheMethod: 'none',
      });
      const worker = await started;
      // Without the resolution, Tesseract assumes 70 DPI and misjudges the size of the letters.
      await worker.setParameters({ user_defined_dpi: String(image.dpi) });
      const { data } = await worker.recognize(pgmOf(image), {}, { text: true });
      return normaliseRecognisedText(data.text);
    },
    async close() {
      const worker = await started?.catch(() => undefined);
      await worker?.terminate();
    },
  };
}

// Specks a scanner leaves and Tesseract reads as marks: rare in a contract's own text.
const STRAY_SYMBOL = /[°¢«»|~^*]/g;
const MARK = `[-–—.,'’‘]`;
/** 'March-13, 1996': a mark between a month and its day. */
const MARK_BETWEEN_MONTH_AND_DAY = new RegExp(`\\b(${MONTH_NAME})${MARK}+\\s*(?=\\d)`, 'gi');
/** "30' day of June": a mark after a day's number. */
const MARK_AFTER_DAY_NUMBER = new RegExp(`\\b(\\d{1,2})${MARK}+(?=\\s+day\\b)`, 'gi');
/** 'fifteen (15). days', 'ninety. (90) - days': marks around a number's figure. */
const MARK_AFTER_FIGURE = new RegExp(`(\\(\\d+\\))\\s?${MARK}+(?=\\s+\\p{Ll})`, 'gu');
const MARK_AFTER_NUMBER_WORD = new RegExp(`\\b(${WORD_NUMBER})${MARK}+(?=\\s+\\(\\d+\\))`, 'giu');
/** 'shall commence -upon': a mark glued to the front of a word. */
const MARK_BEFORE_WORD = /(^|\s)[-–—'’‘]+(?=\p{Ll})/gmu;
/** 'April 1,” 1999': a quotation mark between a day and its year. */
const QUOTE_BEFORE_YEAR = /(\d{1,2},)\s?[”“"'’‘]+\s?(?=(?:19|20)\d{2}\b)/g;
const SMALL_WORD = '(?:of|the|and|to|a|an|in|for|or|by|on|with|this|that|such|any|be|shall|its)';
/** 'violation.of the law', 'for-a period': a speck between a word and the small word after it. */
const MARK_BEFORE_SMALL_WORD = new RegExp(`(\\p{Ll})[.,\\-](?=${SMALL_WORD}\\b)`, 'gu');
/** 'one (I) month': the figure one read as a capital I or a small l. */
const ONE_READ_AS_LETTER = /\b(one\s+)\([Il]\)/gi;

/**
 * Recognition's slips that hide a date or a period from the rules, mended: specks read as symbols, and
 * as marks around a date's parts and a number's figure ('March-13,°1996', 'fifteen (15). days').
 */
export function normaliseRecognisedText(text: string): string {
  return text
    .replace(STRAY_SYMBOL, '')
    .replace(MARK_BETWEEN_MONTH_AND_DAY, '$1 ')
    .replace(MARK_AFTER_DAY_NUMBER, '$1')
    .replace(MARK_AFTER_FIGURE, '$1')
    .replace(MARK_AFTER_NUMBER_WORD, '$1')
    .replace(MARK_BEFORE_WORD, '$1')
    .replace(QUOTE_BEFORE_YEAR, '$1 ')
    .replace(MARK_BEFORE_SMALL_WORD, '$1 ')
    .replace(ONE_READ_AS_LETTER, '$1(1)');
}
