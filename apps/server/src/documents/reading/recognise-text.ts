// Text recognised in a scanned page's image with Tesseract (tesseract.js, its English data from the
// @tesseract.js-data/eng package): offline, in the reading child, one page at a time. The parent's
// watch bounds each page's time and the recognition's memory (document-reader.ts).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { type GreyImage, pgmOf } from './page-image.ts';

// The LSTM network alone (2.9 MB), the package's smaller copy; the data is read from disk, never fetched,
// and never cached in the working folder.
const LANGUAGE_DATA = join(
  dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

export interface TextRecogniser {
  recognise(image: GreyImage): Promise<string>;
  close(): Promise<void>;
}

/** Starts Tesseract on first use (about half a second), so a document without scans never pays for it. */
export function textRecogniser(): TextRecogniser {
  let started: Promise<Worker> | undefined;
  return {
    async recognise(image) {
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

const NUMBER_WORD =
  '(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-\\p{L}+)?|' +
  '(?:thir|four|fif|six|seven|eigh|nine)teen|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|hundred)';
const STRAY_MARK_AFTER_NUMBER_WORD = new RegExp(`\\b(${NUMBER_WORD})[.,] (?=\\(\\d+\\))`, 'giu');
const STRAY_DASH_BEFORE_UNIT = /(\(\d+\)) [-–—~] (?=\p{L})/gu;

/**
 * Recognition's slips that hide a period from the rules: 'ninety. (90) - days', specks read as marks
 * around a number. (A date's lost space, 'June 8,2018', the date rules read as it is.)
 */
export function normaliseRecognisedText(text: string): string {
  return text.replace(STRAY_MARK_AFTER_NUMBER_WORD, '$1 ').replace(STRAY_DASH_BEFORE_UNIT, '$1 ');
}
