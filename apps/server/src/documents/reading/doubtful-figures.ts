// Figures Tesseract was unsure of, and the facts that rest on them. A word holding figures is doubtful
// when it was recognised with a confidence below MIN_FIGURE_CONFIDENCE and one of its figures with less
// than SURE_FIGURE_CONFIDENCE. On 40 development scans (237 pages, against the same pages' text layers;
// bench/scenarios/figure-confidence.ts) such words had their figures misread 24 times in 51; the other
// words below MIN_FIGURE_CONFIDENCE 3 times in 68 (a raised 'th' read as '"' lowers the word's
// confidence, not its figures'); the words above it 18 times in 2,353. A date or a period written in a
// doubtful word of its quote is not offered. The word is found in the quote by itself and its
// neighbours, so the same figures read with doubt elsewhere on the page, or in another part of the
// sentence ('Article 1'), leave the fact alone.
import type { TDocumentFactName, TDocumentFacts } from '@keydate/domain';
import { MONTH_NAME, TIME_UNIT, WORD_NUMBER, wordsToNumber } from '../facts/phrases.ts';

/** Tesseract's word confidence (0 to 100) below which the figures of a word are doubtful. */
export const MIN_FIGURE_CONFIDENCE = 60;
/** Tesseract's confidence in one figure (0 to 100) from which the figure is sure, whatever its word's. */
export const SURE_FIGURE_CONFIDENCE = 98;

/** A recognised word, and its letters and figures each with its own confidence. */
export interface RecognisedWord {
  text: string;
  confidence: number;
  symbols: ReadonlyArray<{ text: string; confidence: number }>;
}

/** A word with figures recognised with doubt, and the words either side of it, as letters and figures only. */
export interface DoubtfulWord {
  before: string;
  word: string;
  after: string;
}

/** Letters and figures only: marks around a word differ between what was recognised and what the rules quote. */
export const bare = (word: string) => word.replace(/[^\p{L}\p{N}]/gu, '');

// "the 1st day of June" read as "the 15 day" or "the 18 day": a raised 'st' looks like a 5 or an 8, and
// Tesseract is sure of them. A day of fifteen or eighteen written without its ending is doubtful however
// confidently it was read.
const FIRST_READ_AS_TEEN = /^1[58]$/;
const DAY = /^day$/i;

const FIGURE = /\d/;
const figuresAreSure = (word: RecognisedWord) =>
  word.symbols.length > 0 &&
  word.symbols.every((symbol) => !FIGURE.test(symbol.text) || symbol.confidence >= SURE_FIGURE_CONFIDENCE);

/**
 * The words of a page, in reading order, that hold figures and were recognised with less than
 * MIN_FIGURE_CONFIDENCE, unless each figure is sure; or that may be a misread 1st (FIRST_READ_AS_TEEN
 * before "day").
 */
export function doubtfulWordsOf(words: readonly RecognisedWord[]): DoubtfulWord[] {
  const read = words
    .map((word) => ({ ...word, written: word.text, text: bare(word.text) }))
    .filter((word) => word.text !== '');
  return read.flatMap((word, at) => {
    const after = read[at + 1]?.text ?? '';
    const unsure = word.confidence < MIN_FIGURE_CONFIDENCE && FIGURE.test(word.text) && !figuresAreSure(word);
    const mayBeFirst = FIRST_READ_AS_TEEN.test(word.written) && DAY.test(after);
    return unsure || mayBeFirst ? [{ before: read[at - 1]?.text ?? '', word: word.text, after }] : [];
  });
}

const withoutLeadingZeros = (figures: string) => String(Number(figures));
const figureRuns = (word: string) => (word.match(/\d+/g) ?? []).map(withoutLeadingZeros);

// "one (1) year", "ninety (90) days": a number written out beside its figure, which the words confirm.
const NUMBER_AND_FIGURE = new RegExp(`\\b(${WORD_NUMBER})\\s*\\(\\s*(\\d{1,3})\\s*\\)`, 'gi');
const MONTH = new RegExp(`^${MONTH_NAME}$`, 'i');
const UNIT = new RegExp(`^${TIME_UNIT}$`, 'i');

function confirmedByWords(quote: string, figures: number): boolean {
  return [...quote.matchAll(NUMBER_AND_FIGURE)].some(
    ([, words = '', figure]) => Number(figure) === figures && wordsToNumber(words) === figures,
  );
}

/**
 * Whether a doubtful word is one that writes the fact's value in its quote: a date's year, or its day
 * beside its month or year ('November 7 2017', '7 November') or before 'day' ('the 7 day of'); a period's
 * number before its unit ('90 days', '(90) days'), unless the quote also writes it out in words. A date
 * counted from a length, and any other figure of the sentence ('Article 1', '$1,000'), write no value.
 */
function writesValue(value: unknown, quote: string, doubtful: DoubtfulWord): boolean {
  const runs = figureRuns(doubtful.word);
  if (typeof value === 'string') {
    const [, year, , day] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) ?? [];
    if (!year || !day || !new RegExp(`\\b${year}\\b`).test(quote)) return false;
    const besideDate =
      [doubtful.before, doubtful.after].some((word) => MONTH.test(word) || word === year) ||
      DAY.test(doubtful.after);
    return runs.includes(year) || (runs.includes(withoutLeadingZeros(day)) && besideDate);
  }
  if (typeof value === 'object' && value !== null && 'value' in value && typeof value.value === 'number') {
    const figures = value.value;
    return runs.includes(String(figures)) && UNIT.test(doubtful.after) && !confirmedByWords(quote, figures);
  }
  return false;
}

/** Whether `doubtful` stands in the quote's words between the same neighbours (a quote's edge matches any). */
function standsIn(words: readonly string[], doubtful: DoubtfulWord): boolean {
  return words.some(
    (word, at) =>
      word === doubtful.word &&
      (at === 0 || words[at - 1] === doubtful.before) &&
      (at === words.length - 1 || words[at + 1] === doubtful.after),
  );
}

/**
 * The facts without those whose quote, on a recognised page, writes the value in a word recognised with
 * doubt (`doubtful` maps a page number to its doubtful words).
 */
export function withoutDoubtfulFacts(
  facts: TDocumentFacts,
  doubtful: ReadonlyMap<number, readonly DoubtfulWord[]>,
): TDocumentFacts {
  const kept: TDocumentFacts = { ...facts };
  for (const name of Object.keys(facts) as TDocumentFactName[]) {
    const fact = facts[name];
    const onPage = fact ? doubtful.get(fact.page) : undefined;
    if (!fact || !onPage || onPage.length === 0) continue;
    const words = fact.quote
      .split(/\s+/)
      .map(bare)
      .filter((word) => word !== '');
    const unsure = onPage.filter(
      (word) => writesValue(fact.value, fact.quote, word) && standsIn(words, word),
    );
    if (unsure.length > 0) delete kept[name];
  }
  return kept;
}
