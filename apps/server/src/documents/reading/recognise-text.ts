// Text recognised in a scanned page's image with Tesseract (tesseract.js, its English data from the
// @tesseract.js-data/eng package): offline, in the reading child, one page at a time. The parent's
// watch bounds each page's time and the recognition's memory (document-reader.ts).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import {
  COMPANY_SUFFIX,
  MONTH_NAME,
  NUMBER_WORDS,
  ORDINAL_WORD,
  TIME_UNIT,
  WORD_NUMBER,
  wordsToNumber,
} from '../facts/phrases.ts';
import { type DoubtfulWord, doubtfulWordsOf, type RecognisedWord } from './doubtful-figures.ts';
import { pageImage, pgmOf } from './page-image.ts';

// The LSTM network alone (2.9 MB), the package's smaller copy; the data is read from disk, never fetched,
// and never cached in the working folder.
const LANGUAGE_DATA = join(
  dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

export interface RecognisedPage {
  text: string;
  /** The page's words as recognised, each with Tesseract's confidence in it and in each of its signs. */
  words: RecognisedWord[];
  /** The words with figures Tesseract was unsure of (doubtful-figures.ts). */
  doubtfulWords: DoubtfulWord[];
}

export interface TextRecogniser {
  /** The page's text, recognised in its image drawn at the resolution text is recognised at. */
  recognise(page: PDFPageProxy): Promise<RecognisedPage>;
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
      const { data } = await worker.recognize(pgmOf(image), {}, { text: true, blocks: true });
      const words = (data.blocks ?? []).flatMap((block) =>
        block.paragraphs.flatMap((paragraph) => paragraph.lines.flatMap((line) => line.words)),
      );
      return { text: normaliseRecognisedText(data.text), words, doubtfulWords: doubtfulWordsOf(words) };
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
/** 'effectivé', 'Agreemént': a speck over an e read as an accent (a name's final é, as in Café, stays). */
const WORD_WITH_ACCENTED_E = /\p{L}*é\p{L}*/gu;
const NAME_ENDING_IN_ACCENTED_E = /^\p{Lu}\p{L}*é$/u;
/** 'March-13, 1996': a mark between a month and its day. */
const MARK_BETWEEN_MONTH_AND_DAY = new RegExp(`\\b(${MONTH_NAME})${MARK}+\\s*(?=\\d)`, 'gi');
/**
 * 'June}, 1999', "June'l, 2000", 'May 2O, 2001', 'June Ist, 2020': a day's figures read as letters or
 * brackets, its ordinal ending dropped with them.
 */
const DAY_LOOKALIKE = `[\\dlI}\\]O]`;
const DAY_READ_AS_LETTERS = new RegExp(
  `\\b(${MONTH_NAME})\\b${MARK}?\\s*(${DAY_LOOKALIKE}{1,2})(?:st|nd|rd|th)?(?=,?\\s*(?:19|20)\\d{2}\\b)`,
  'gi',
);
/** 'effective as of] August 2019': a day's 1 read as a bracket glued to the 'of' before its month. */
const ONE_READ_AS_BRACKET_BEFORE_MONTH = new RegExp(`\\bof[\\]}](?=\\s+(?:${MONTH_NAME})\\b)`, 'gi');
/** 'the l5th day of': a day's figures read as letters before its ordinal ending. */
const ORDINAL_DAY_READ_AS_LETTERS = /\b([\dlIO]{1,2})(?=(?:st|nd|rd|th)\s+day\b)/g;
const figuresOf = (read: string) => read.replace(/[lIi}\]]/g, '1').replace(/[Oo]/g, '0');
const mendDay = (whole: string, month: string, day: string) =>
  /^\d+$/.test(day) ? whole : `${month} ${figuresOf(day)}`;
/**
 * "30' day of June", '30" day of June', '1% day of December', '26!" day of May' (a raised 'th' or 'st'
 * read as a quotation mark, a percent sign or an exclamation mark): a mark after a day's number.
 */
const MARK_AFTER_DAY_NUMBER = new RegExp(`\\b(\\d{1,2})(?:${MARK}|["”“%!])+(?=\\s+day\\b)`, 'gi');
/** 'this 1711 day of February 2016': a raised 'th' read as '11' after a day of two figures, before 'day'. */
const ELEVEN_AFTER_TWO_FIGURE_DAY = /\b([12]\d|3[01])11(?=\s+day\b)/gi;
/**
 * 'this 17tP day of May': a raised ordinal ending read as other letters, after a day's number before 'day'
 * (not an l, I or O, which may be a figure: '1l day' may be the 11th).
 */
const LETTERS_AFTER_DAY_NUMBER = /\b(\d{1,2})(?!(?:st|nd|rd|th)\s|[lIO])\p{L}{1,2}(?=\s+day\b)/gu;
/**
 * 'April 14% 2020': a raised 'th' read as a percent sign after a day of two figures (after one figure the
 * sign may be a misread figure: 'December 2%, 2015' was the 21st).
 */
const PERCENT_AFTER_TWO_FIGURE_DAY = new RegExp(
  `\\b(${MONTH_NAME})\\s+(\\d{2})%,?(?=\\s*(?:19|20)\\d{2}\\b)`,
  'gi',
);
/** 'April 1,” 1999', 'February 1, -1998', 'February 28; 1996', 'April 1,:1999': marks between a day and its year. */
const MARK_BETWEEN_DAY_AND_YEAR = new RegExp(
  `\\b(${MONTH_NAME}\\s+\\d{1,2}),?\\s?[;:.”“"'’‘\\-–—]+\\s?(?=(?:19|20)\\d{2}\\b)`,
  'gi',
);
/** 'fifteen (15). days', 'ninety. (90) - days': marks around a number's figure. */
const MARK_AFTER_FIGURE = new RegExp(`(\\(\\d+\\))\\s?${MARK}+(?=\\s+\\p{Ll})`, 'gu');
const MARK_AFTER_NUMBER_WORD = new RegExp(`\\b(${WORD_NUMBER})${MARK}+(?=\\s+\\(\\d+\\))`, 'giu');
/** 'an additional 6.months', '3 business.days': a mark glued to the front of a unit. */
const MARK_BEFORE_UNIT = new RegExp(`([\\d\\p{Ll}])[.,'’](?=${TIME_UNIT}\\b)`, 'gu');
/** 'upon personal delivery, i day after': the figure one read as a letter before a unit. */
const ONE_BEFORE_UNIT = new RegExp(`(^|\\s)[iIl](?=\\s+${TIME_UNIT}\\b)`, 'gm');
/** 'shall commence -upon', 'the .date of': a mark glued to the front of a word. */
const MARK_BEFORE_WORD = /(^|\s)[-–—'’‘.,]+(?=\p{Ll})/gmu;
/** 'effective as of -June 1, 1998': a mark glued to the front of a month. */
const MARK_BEFORE_MONTH = new RegExp(`(^|\\s)[-–—'’‘.,]+(?=${MONTH_NAME}\\b)`, 'gim');
/** 'COMWARE . purchases': a mark standing alone between words. */
const LONE_MARK = /(\S)\s+[.'’‘]+(?=\s+\p{Ll})/gu;
const SMALL_WORDS = 'of|the|and|to|a|an|in|for|or|by|on|with|this|that|such|any|be|shall|its';
const SMALL_WORD = `(?:${SMALL_WORDS})`;
/** 'violation.of the law', 'for-a period': a speck between a word and the small word after it. */
const MARK_BEFORE_SMALL_WORD = new RegExp(`(\\p{Ll})[.,\\-](?=${SMALL_WORD}\\b)`, 'gu');
/** 'entered into.effective', 'for.an additional': a speck between a small word and the word after it. */
const JOINING_WORD = `(?:${SMALL_WORDS}|into|upon|from|as|at|is|will|not|which)`;
const MARK_AFTER_GLUED_SMALL_WORD = new RegExp(`\\b(${JOINING_WORD})[.,](?=\\p{Ll}{2})`, 'gu');
/** 'The. term of', 'construed in’ accordance': a speck after a small word, before the next word. */
const MARK_AFTER_SMALL_WORD = new RegExp(`\\b(${SMALL_WORD}|The|This|Any|Such)[.'’]+(?=\\s+\\p{Ll})`, 'gu');
/** 'by and among. ASHWORTH, INC.': a full stop after a word no sentence ends with. */
const STOP_AFTER_JOINING_WORD = /\b(the|and|or|between|among|its)\.(?=\s+\p{Lu})/gu;
/** 'the fifth (5th anniversary', 'thirty (30 days': a figure's closing bracket missed. */
const UNCLOSED_FIGURE = new RegExp(
  `\\b((?:${WORD_NUMBER}|${ORDINAL_WORD})\\s+\\(\\d{1,3}(?:st|nd|rd|th)?)[\\]}]?(?=\\s+\\p{L})`,
  'giu',
);
/** '-2- 5': a page number with a speck beside it, which hides it from the page-number rule. */
const PAGE_NUMBER_WITH_SPECK = /^(\s*[-–—]\s?\d{1,3}\s?[-–—])\s+[^\s\p{L}]{1,2}\s*$/gmu;
/**
 * 'Heritage Foods. LLC', 'League Alumni. Inc.': a comma read as a full stop before a company's suffix
 * (not before the suffixes that are also words a sentence may start with: Co-operation, Limited).
 */
const STOP_BEFORE_COMPANY_SUFFIX = new RegExp(
  `(\\p{Ll})\\.(?=\\s+(?!Co\\b|Limited\\b)${COMPANY_SUFFIX})`,
  'gu',
);
/**
 * '(the “Term™) will begin': a defined name's closing quotation mark read as a trade mark sign (a name's
 * own sign, as in '“Excite™”', is followed by its closing mark).
 */
const CLOSING_QUOTE_READ_AS_TM = /(“[^“”\n]{1,40})™(?=[\s),;:])/g;
/** 'one (I) month': the figure one read as a capital I or a small l. */
const ONE_READ_AS_LETTER = /\b(one\s+)\([Il]\)/gi;

// A number's word misread with its figure read right ('sik (6) months'), and a unit misread after a
// figure ('(15) ddys', '3 moriths'): mended to the word that is a letter or two away.
const UNIT_WORDS = ['day', 'days', 'month', 'months', 'year', 'years'];
const WORD_BEFORE_FIGURE = new RegExp(`\\b(\\p{Ll}{3,9})(?=\\s+\\((\\d{1,2})\\)\\s*${TIME_UNIT}\\b)`, 'gu');
const WORD_AFTER_NUMBER = new RegExp(
  `(\\(\\d{1,3}\\)\\s?|\\b\\d{1,3}[\\s-]|\\b(?:${WORD_NUMBER})[\\s-]+)(\\p{Ll}{3,8})\\b`,
  'gu',
);

/** Letters to change, add or drop to make `a` into `b`. */
function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const next = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const change = (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      next.push(Math.min(change, (row[j] ?? 0) + 1, (next[j - 1] ?? 0) + 1));
    }
    row = next;
  }
  return row[b.length] ?? 0;
}

/**
 * The word among `words` a slip or two from `read` (one for short words) with the same first and last
 * letter, if only one is: 'ddys' is days, 'ways' is not.
 */
function nearestWord(read: string, words: readonly string[]): string | undefined {
  const allowed = read.length >= 6 ? 2 : 1;
  const near = words.filter(
    (word) => word[0] === read[0] && word.at(-1) === read.at(-1) && editDistance(read, word) <= allowed,
  );
  return near.length === 1 ? near[0] : undefined;
}

/**
 * 'an additional term of five (3) years': a figure misread beside the number it writes out. The words are
 * read right far more often than a figure, whose every shape is a figure too; a misread figure keeps its
 * number of figures ('forty- five (45)', a number split, is left alone).
 */
const FIGURE_AFTER_NUMBER_WORD = new RegExp(`\\b(${WORD_NUMBER})(\\s*\\(\\s*)(\\d{1,3})(?=\\s*\\))`, 'gi');

function mendFigure(whole: string, words: string, between: string, figure: string): string {
  const written = wordsToNumber(words);
  if (written === null || written === Number(figure) || String(written).length !== figure.length)
    return whole;
  return `${words}${between}${written}`;
}

function mendNumberWord(whole: string, read: string, figure: string): string {
  const word = NUMBER_WORDS.find((candidate) => wordsToNumber(candidate) === Number(figure));
  if (!word || read === word || NUMBER_WORDS.includes(read) || read[0] !== word[0]) return whole;
  return editDistance(read, word) === 1 ? word : whole;
}

function mendUnit(whole: string, number: string, read: string): string {
  if (UNIT_WORDS.includes(read)) return whole;
  const unit = nearestWord(read, UNIT_WORDS);
  return unit ? `${number}${unit}` : whole;
}

// A line of scraps read in a rule, a logo or a cluster of specks: 'Ee ee OU CS SE SS', '— MR ee Be ee a'.
// Its words are all three letters or fewer, and most are not words a contract writes.
const SCRAP = /^\p{L}{1,3}$/u;
const SHORT_WORD =
  /^(?:a|an|and|or|of|the|to|in|on|at|by|for|is|be|as|any|its|all|not|may|per|are|has|our|you|can|no|it|if|so|we|he|she|his|her|inc|llc|ltd|co|www|com|net|org)$/i;

/** 'A G R E E M E N T': letters spaced out, a heading's lettering, not scraps. */
const SPACED_LETTERS = /(?:^|\s)\p{L}\s\p{L}\s\p{L}(?=\s|$)/u;

function isScrapLine(line: string): boolean {
  if (/\d/.test(line) || SPACED_LETTERS.test(line)) return false;
  const words = line.match(/\p{L}+/gu) ?? [];
  if (words.length < 3 || !words.every((word) => SCRAP.test(word))) return false;
  return words.filter((word) => SHORT_WORD.test(word)).length * 2 < words.length;
}

const dropScrapLines = (text: string) =>
  text
    .split('\n')
    .filter((line) => !isScrapLine(line))
    .join('\n');

/**
 * Recognition's slips that hide a date or a period from the rules, mended: specks read as symbols,
 * accents and marks around a date's parts, a number's figure and between words ('March-13,°1996',
 * 'fifteen (15). days', 'into.effectivé'), and misread number, unit and day words ('sik (6) months',
 * 'June I, 1994').
 */
export function normaliseRecognisedText(text: string): string {
  return dropScrapLines(text)
    .replace(STRAY_SYMBOL, '')
    .replace(PAGE_NUMBER_WITH_SPECK, '$1')
    .replace(WORD_WITH_ACCENTED_E, (word) =>
      NAME_ENDING_IN_ACCENTED_E.test(word) ? word : word.replaceAll('é', 'e'),
    )
    .replace(MARK_BETWEEN_MONTH_AND_DAY, '$1 ')
    .replace(DAY_READ_AS_LETTERS, mendDay)
    .replace(ORDINAL_DAY_READ_AS_LETTERS, (day: string) => figuresOf(day))
    .replace(ONE_READ_AS_BRACKET_BEFORE_MONTH, 'of 1')
    .replace(MARK_AFTER_DAY_NUMBER, '$1')
    .replace(ELEVEN_AFTER_TWO_FIGURE_DAY, '$1')
    .replace(LETTERS_AFTER_DAY_NUMBER, '$1')
    .replace(PERCENT_AFTER_TWO_FIGURE_DAY, '$1 $2,')
    .replace(MARK_AFTER_FIGURE, '$1')
    .replace(MARK_AFTER_NUMBER_WORD, '$1')
    .replace(MARK_BEFORE_UNIT, '$1 ')
    .replace(ONE_BEFORE_UNIT, (_, before: string) => `${before}1`)
    .replace(MARK_BEFORE_WORD, '$1')
    .replace(MARK_BEFORE_MONTH, '$1')
    .replace(LONE_MARK, '$1')
    .replace(MARK_BETWEEN_DAY_AND_YEAR, '$1, ')
    .replace(MARK_BEFORE_SMALL_WORD, '$1 ')
    .replace(MARK_AFTER_GLUED_SMALL_WORD, '$1 ')
    .replace(MARK_AFTER_SMALL_WORD, '$1')
    .replace(STOP_AFTER_JOINING_WORD, '$1')
    .replace(STOP_BEFORE_COMPANY_SUFFIX, '$1,')
    .replace(UNCLOSED_FIGURE, '$1)')
    .replace(ONE_READ_AS_LETTER, '$1(1)')
    .replace(CLOSING_QUOTE_READ_AS_TM, '$1”')
    .replace(WORD_AFTER_NUMBER, mendUnit)
    .replace(WORD_BEFORE_FIGURE, mendNumberWord)
    .replace(FIGURE_AFTER_NUMBER_WORD, mendFigure);
}
