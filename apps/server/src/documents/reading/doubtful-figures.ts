// Figures Tesseract was unsure of, and the facts that rest on them. A word holding figures that was
// recognised with a confidence below MIN_FIGURE_CONFIDENCE is misread about half the time on the
// development scans (against the same pages' text layers), above 90 about once in twenty, mostly a
// word split differently: a date or a period whose own figures are among a page's doubtful ones is not
// offered as a value.
import type { TDocumentFactName, TDocumentFacts } from '@keydate/domain';
import { WORD_NUMBER, wordsToNumber } from '../facts/phrases.ts';

/** Tesseract's word confidence (0 to 100) below which the figures of a word are doubtful. */
export const MIN_FIGURE_CONFIDENCE = 60;

/** The runs of figures in the words of a page recognised with less than MIN_FIGURE_CONFIDENCE. */
export function doubtfulFiguresOf(words: ReadonlyArray<{ text: string; confidence: number }>): string[] {
  return words
    .filter((word) => word.confidence < MIN_FIGURE_CONFIDENCE)
    .flatMap((word) => word.text.match(/\d+/g) ?? []);
}

const withoutLeadingZeros = (figures: string) => String(Number(figures));

// "one (1) year", "ninety (90) days": a number written out beside its figure, which the words confirm.
const NUMBER_AND_FIGURE = new RegExp(`\\b(${WORD_NUMBER})\\s*\\(\\s*(\\d{1,3})\\s*\\)`, 'gi');

function confirmedByWords(quote: string, figures: number): boolean {
  return [...quote.matchAll(NUMBER_AND_FIGURE)].some(
    ([, words = '', figure]) => Number(figure) === figures && wordsToNumber(words) === figures,
  );
}

/**
 * The figures a fact's value is written with in its quote: a date's day and year, when the quote states
 * the date (an end counted from a length does not), and a period's number, unless the quote also writes
 * it out in words.
 */
function figuresOfValue(value: unknown, quote: string): string[] {
  if (typeof value === 'string') {
    const [, year, , day] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) ?? [];
    if (!year || !day || !new RegExp(`\\b${year}\\b`).test(quote)) return [];
    return [year, withoutLeadingZeros(day)];
  }
  if (typeof value === 'object' && value !== null && 'value' in value && typeof value.value === 'number') {
    return confirmedByWords(quote, value.value) ? [] : [String(value.value)];
  }
  return [];
}

/**
 * The facts without those whose quote, on a recognised page, holds one of the value's own figures
 * among that page's doubtful ones (`doubtful` maps a page number to its doubtful figures).
 */
export function withoutDoubtfulFacts(
  facts: TDocumentFacts,
  doubtful: ReadonlyMap<number, readonly string[]>,
): TDocumentFacts {
  const kept: TDocumentFacts = { ...facts };
  for (const name of Object.keys(facts) as TDocumentFactName[]) {
    const fact = facts[name];
    const onPage = fact ? doubtful.get(fact.page) : undefined;
    if (!fact || !onPage || onPage.length === 0) continue;
    const quoted = new Set((fact.quote.match(/\d+/g) ?? []).map(withoutLeadingZeros));
    const unsure = onPage.map(withoutLeadingZeros).filter((figures) => quoted.has(figures));
    if (figuresOfValue(fact.value, fact.quote).some((figures) => unsure.includes(figures))) delete kept[name];
  }
  return kept;
}
