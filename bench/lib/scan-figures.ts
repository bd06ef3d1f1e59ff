// The pure parts of the scan bench (scenarios/scan.ts): which development contracts it scans, how much
// of a text layer's words the recognised text holds, and the time each recognised page took.
import { createHash } from 'node:crypto';
import { bare } from '../../apps/server/src/documents/reading/doubtful-figures.ts';

/** A text's words: runs of letters and digits, lowercased, each counted as often as it occurs. */
export function wordCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}

export interface WordRecovery {
  /** The text layer's words. */
  total: number;
  /** Of those, the ones the recognised text holds too (as a multiset: a word twice in the text needs two). */
  found: number;
  /** The text layer's words the recognised text lacks, with how many times each is lacking. */
  missed: Map<string, number>;
}

/**
 * How much of a text layer's words a recognised text recovered: for each word, the lesser of its counts
 * in both, summed, over the text layer's count. Order and line breaks do not matter; extra words (specks
 * read as letters) are not counted against it.
 */
export function wordsRecovered(textLayer: string, recognised: string): WordRecovery {
  const read = wordCounts(recognised);
  const recovery: WordRecovery = { total: 0, found: 0, missed: new Map() };
  for (const [word, count] of wordCounts(textLayer)) {
    const found = Math.min(count, read.get(word) ?? 0);
    recovery.total += count;
    recovery.found += found;
    if (found < count) recovery.missed.set(word, count - found);
  }
  return recovery;
}

/** Several documents' recoveries as one: their words summed. */
export function sumRecoveries(recoveries: readonly WordRecovery[]): WordRecovery {
  const sum: WordRecovery = { total: 0, found: 0, missed: new Map() };
  for (const recovery of recoveries) {
    sum.total += recovery.total;
    sum.found += recovery.found;
    for (const [word, count] of recovery.missed) sum.missed.set(word, (sum.missed.get(word) ?? 0) + count);
  }
  return sum;
}

/** The words missed most often, most first (ties by the word), as `word ×count`. */
export function mostMissed(recovery: WordRecovery, count: number): string[] {
  return [...recovery.missed]
    .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, count)
    .map(([word, times]) => `${word} ×${times}`);
}

/** The files in a fixed order that has nothing to do with what they hold: by the SHA-256 of their name. */
export function scanOrder(files: readonly string[]): string[] {
  const hash = (file: string) => createHash('sha256').update(file).digest('hex');
  return files
    .map((file) => ({ file, key: hash(file) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ file }) => file);
}

/**
 * The contracts to scan: the first `count` in scanOrder with `minPages` (1 unless given) to `maxPages`
 * pages. `pageCountOf` is asked only of the files walked past, in that order, so a sample never opens the
 * whole folder.
 */
export async function chooseScanSample(
  files: readonly string[],
  pageCountOf: (file: string) => Promise<number>,
  {
    count,
    minPages = 1,
    maxPages,
    skip = 0,
  }: { count: number; minPages?: number; maxPages: number; skip?: number },
): Promise<Array<{ file: string; pages: number }>> {
  const chosen: Array<{ file: string; pages: number }> = [];
  for (const file of scanOrder(files)) {
    if (chosen.length >= skip + count) break;
    const pages = await pageCountOf(file);
    if (pages >= Math.max(1, minPages) && pages <= maxPages) chosen.push({ file, pages });
  }
  return chosen.slice(skip);
}

/**
 * Each recognised page's time, from the moments the reader said it started each page (ascending) and the
 * moment the document's answer came: a page lasts until the next one starts, the last until the answer.
 */
export function pageTimes(startedAt: readonly number[], answeredAt: number): number[] {
  return startedAt.map((start, i) => (startedAt[i + 1] ?? answeredAt) - start);
}

/** A text's words as the word-confidence gate bares them (letters and figures only), lowercased, in order. */
export const bareWords = (text: string) =>
  text
    .split(/\s+/)
    .map((word) => bare(word).toLowerCase())
    .filter((word) => word !== '');

const figuresIn = (word: string) => word.replace(/\D/g, '');

/**
 * Whether the figures of a recognised word (between its neighbours, all as bareWords) are the text
 * layer's: where the text layer holds the same neighbours with one to three words between them that
 * hold figures, the same figures there make it right and other figures misread; neighbours not found
 * leave it unknown (a neighbour misread, or the text layer in another order).
 */
export function checkFigures(
  before: string,
  word: string,
  after: string,
  textLayer: readonly string[],
): 'right' | 'misread' | 'unknown' {
  let found: 'misread' | 'unknown' = 'unknown';
  for (const [at, start] of textLayer.entries()) {
    if (start !== before) continue;
    for (let end = at + 2; end <= at + 4 && end < textLayer.length; end += 1) {
      if (textLayer[end] !== after) continue;
      const between = figuresIn(textLayer.slice(at + 1, end).join(''));
      if (between === '') continue;
      if (between === figuresIn(word)) return 'right';
      found = 'misread';
    }
  }
  return found;
}
