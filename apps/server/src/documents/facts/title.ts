// The document's name: the heading at the top of its first page ("EXCLUSIVE DISTRIBUTOR AGREEMENT"),
// or the name the opening gives it ("This Services Agreement ...").
import { factFrom, type TFact } from './fact.ts';
import type { TSentence } from './sentences.ts';

const DOCUMENT_WORD = /\b(agreement|amendment|contract|addendum|memorandum|licen[cs]e|lease|plan)\b/i;
// Filing marks above the title: "Exhibit 10.1", "EX-10.2", "Execution Version", "CONFIDENTIAL".
const FILING_LINE =
  /^(exhibit|ex-|execution\s+(copy|version)|confidential|final|\[?\*|page\b|table\s+of\s+contents)/i;
const TOP_LINES = 15;

/** The title from the top lines of the first page, or from the opening sentence. */
export function readTitle(firstPage: string, opening: TSentence | undefined): TFact<string> | undefined {
  const lines = firstPage.split('\n').slice(0, TOP_LINES);
  for (const line of lines) {
    const text = line.trim();
    if (FILING_LINE.test(text) || text.length > 100 || !DOCUMENT_WORD.test(text)) continue;
    const letters = text.replace(/[^A-Za-z]/g, '');
    // A title is set in capitals, or in title case without a verb of the opening.
    if (letters === letters.toUpperCase() || !/\b(is|are|made|entered|between|by)\b/.test(text)) {
      if (/^this\b/i.test(text)) break;
      return { value: text.replace(/\s+/g, ' '), quote: text, page: 1 };
    }
  }
  if (!opening) return undefined;
  const named = /\bthis\s+((?:[A-Z][\w&,.-]*\s+){0,8}?(?:Agreement|Amendment|Contract|Addendum))\b/.exec(
    opening.text,
  );
  if (!named?.[1]) return undefined;
  return factFrom(named[1], opening, named.index, named.index + named[0].length);
}
