// The text of a document made fit for reading clauses: filing stamps, running headers and footers
// and page numbers removed, words that the text layer split in two put back together. Without this a
// filing footer ("Source: X, 8-K, 6/3/2019") reads as the contract's date.

// An EDGAR filing stamp: "Source: COMPANY NAME, 10-K, 3/15/2019" (the form may hold spaces or a
// parenthesis: "DRS (on F-1)"; a scan may lose the comma before it: "CORP. 8K, 6/4/2008").
const FILING_STAMP = /Source:\s[^\n]{1,150}?,?\s*[\w-][\w\-/(). ]{0,30},\s*\d{1,2}\/\d{1,2}\/\d{4}/g;
const PAGE_NUMBER = /^(?:page\s*)?[-–—]?\s*(?:\d{1,3}|[ivxl]{1,6})\s*[-–—]?(?:\s*(?:of|\/)\s*\d{1,3})?$/i;
// A footer that names the document before its page number: "Collaboration Agreement Page 23 of 75".
// The page count makes it a footer even when the PDF holds more pages than the footer counts.
const TITLED_PAGE_NUMBER = /^[^.;:]{0,80}\bpage\s+\d{1,3}\s+of\s+\d{1,3}$/i;
// How far from each end of a page a line still counts as a running header or footer.
const EDGE_LINES = 3;

const ABBREVIATED_MONTH = /\b(Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.(?=\s*\d{1,2}\b)/gi;

function normalizeCharacters(text: string): string {
  return (
    text
      .replace(/[\u00a0\u2000-\u200b\u202f\u3000]/g, ' ')
      .replace(/[\u201c\u201d\u201e\u201f\u2033]/g, '"')
      .replace(/[\u2018\u2019\u201a\u201b\u2032]/g, "'")
      .replace(/\ufb01/g, 'fi')
      .replace(/\ufb02/g, 'fl')
      // An underscore run glued to a word is a filled-in blank ("_Dec. 8, 2005"); one standing alone
      // is a blank still to fill ("June __, 2019") and stays.
      .replace(/_+(?=[A-Za-z0-9])|(?<=[A-Za-z0-9.,])_+/g, '')
      // A month cut short keeps no full stop before its day ("Jan. 1, 2013" reads "Jan 1, 2013"): rules
      // read a full stop as a sentence's end.
      .replace(ABBREVIATED_MONTH, '$1')
      .replace(/[ \t]+/g, ' ')
  );
}

// A line repeated at the top or bottom of many pages, numbers aside ("Page 3 of 12", "Confidential").
const edgeKey = (line: string) => line.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
// A rule drawn with dashes between sections or above a footer.
const RULE_LINE = /^[-=\s–—]{5,}$/;

interface TRunning {
  /** Lines repeated at the edges of most pages: dropped where they sit at an edge. */
  edges: Set<string>;
  /** Footers of a document whose printed pages do not match the PDF's ("September 2, 1998 Page 28"
   * in the middle of a page): repeated on most pages and at an edge of some. Dropped anywhere. */
  anywhere: Set<string>;
}

function runningLines(pages: string[][]): TRunning {
  const atEdges = new Map<string, number>();
  const onPages = new Map<string, number>();
  const count = (counts: Map<string, number>, keys: Set<string>) => {
    for (const key of keys) if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  for (const lines of pages) {
    count(atEdges, new Set([...lines.slice(0, EDGE_LINES), ...lines.slice(-EDGE_LINES)].map(edgeKey)));
    count(onPages, new Set(lines.filter((line) => line.length >= 12).map(edgeKey)));
  }
  const needed = Math.max(3, Math.ceil(pages.length / 2));
  const edges = new Set([...atEdges].filter(([, pagesAt]) => pagesAt >= needed).map(([key]) => key));
  const anywhere = new Set(
    [...onPages]
      .filter(([key, pagesOn]) => pagesOn >= needed && (atEdges.get(key) ?? 0) >= 2 && /[a-z]{3}/.test(key))
      .map(([key]) => key),
  );
  return { edges, anywhere };
}

function dropRunning(lines: string[], running: TRunning): string[] {
  const isNoise = (line: string) =>
    PAGE_NUMBER.test(line) || TITLED_PAGE_NUMBER.test(line) || running.edges.has(edgeKey(line));
  let start = 0;
  let end = lines.length;
  while (start < Math.min(end, EDGE_LINES) && isNoise(lines[start] as string)) start += 1;
  while (end > Math.max(start, lines.length - EDGE_LINES) && isNoise(lines[end - 1] as string)) end -= 1;
  return lines
    .slice(start, end)
    .filter(
      (line) =>
        !RULE_LINE.test(line) && (running.anywhere.size === 0 || !running.anywhere.has(edgeKey(line))),
    );
}

/** How often each word (lower case) occurs in the document. */
function wordCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [word] of text.toLowerCase().matchAll(/[a-z]+/g)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

// A text layer sometimes breaks a word at a letter with wide spacing: "P ARTNER", "A GREEMENT",
// "ter m". Two pieces are joined when the joined word is more common in the same document than the
// second piece on its own (and than the first, unless the first is one or two letters): "in to" stays,
// as "to" is common, while "A GREEMENT" becomes "AGREEMENT".
function joinSplitWords(text: string): string {
  const counts = wordCounts(text);
  const count = (word: string) => counts.get(word.toLowerCase()) ?? 0;
  return text
    .replace(
      /\b(\d{1,2}) ?(s ?t|n ?d|r ?d|t ?h)\b/g,
      (_, day: string, suffix: string) => day + suffix.replace(' ', ''),
    )
    .replace(/\b([A-Za-z]{1,12}) (?=([A-Za-z]{1,12})\b)/g, (gap: string, first: string, second: string) => {
      if (first.length > 2 && second.length > 2) return gap;
      const joined = count(first + second);
      if (joined < 2 || count(second) >= joined) return gap;
      if (first.length > 2 && count(first) >= joined) return gap;
      // Mixed case across the gap ("Term a") is two words: a split keeps the case of its word.
      const upper = (word: string) => word === word.toUpperCase();
      if (second.length > 1 && upper(first) !== upper(second)) return gap;
      return first;
    });
}

// A text layer that spaces out every letter of a word: "d a y of M a r c h , 2 0 1 6", "( t h e
// "Effective Date")". Three or more single letters or digits a space apart are one word when that word
// is found whole elsewhere in the document, or is a year. Capitals spaced out ("B E T W E E N") are a
// heading's lettering, and stay.
const SPACED_OUT = /(?<![\w-])(?:[A-Za-z0-9] ){2,}[A-Za-z0-9](?![\w-])/g;
const YEAR = /^(?:19|20)\d{2}$/;

function joinSpacedWords(text: string): string {
  const counts = wordCounts(text);
  return text.replace(SPACED_OUT, (run: string) => {
    const word = run.replace(/ /g, '');
    if (YEAR.test(word)) return word;
    return /^[A-Za-z]*[a-z][A-Za-z]*$/.test(word) && (counts.get(word.toLowerCase()) ?? 0) >= 2 ? word : run;
  });
}

/** The pages cleaned: same number of pages, lines joined with '\n'. */
export function cleanPages(pages: string[]): string[] {
  const split = pages.map((page) =>
    normalizeCharacters(page)
      .replace(FILING_STAMP, '')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  );
  const running =
    pages.length >= 3 ? runningLines(split) : { edges: new Set<string>(), anywhere: new Set<string>() };
  const kept = split.map((lines) => dropRunning(lines, running).join('\n'));
  const joined = joinSplitWords(joinSpacedWords(kept.join('\f')));
  return joined.split('\f');
}
