// A document as a list of sentences, each with its page and the heading of the section it sits in.
// Rules read one sentence at a time and rank candidates by their section ("Term", "Renewal",
// "Termination" against "License", "Confidentiality").

import { COMPANY_SUFFIX } from './phrases.ts';

export interface TSentence {
  text: string;
  /** 1-based. */
  page: number;
  /** The heading of the section it sits in ('' before the first). */
  heading: string;
  /** Position in the document, 0-based. */
  order: number;
}

// Abbreviations after which a full stop does not end a sentence.
const ABBREVIATION =
  /(?:\b(?:inc|co|corp|ltd|llc|l\.l\.c|n\.a|s\.a|b\.v|no|nos|sec|secs|art|para|mr|mrs|ms|dr|st|jr|sr|vs|etc|e\.g|i\.e|u\.s|u\.k|viz|approx|dept|est|ft|min|max|fig|vol|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)|\b[A-Z])\.$/i;
const MONTH_END =
  /\b(?:january|february|march|april|may|june|july|august|september|october|november|december)(?:\s+\d{1,2})?\.$/i;
// A numbered heading on a line of its own: "5. TERM AND TERMINATION", "ARTICLE 9 - TERM", "Section 2.1 Term".
const PREFIX = '(?:(?:[Aa]rticle|ARTICLE|[Ss]ection|SECTION|[Cc]lause|CLAUSE)\\s+)';
const HEADING_LINE = new RegExp(
  `^${PREFIX}?(?:[\\dIVXL]+(?:\\.\\d+)*\\.?|\\([a-z\\d]+\\))?\\s*[-–:]?\\s*([A-Z][A-Za-z,&/' -]{2,60}?)[.:]?$`,
);
// "ARTICLE 9", "ARTICLE – 16" alone: its title comes on the next line.
const NUMBER_LINE = new RegExp(`^${PREFIX}(?:[-–—:]\\s*)?[\\dIVXL]+(?:\\.\\d+)*\\.?$`);
// In capitals, it opens a section even after a line that ends no sentence ("... whichever is lower; and"
// then "ARTICLE – 16"): a sentence that runs on names an article in a line of its own only by chance.
const CAPITAL_NUMBER_LINE = /^(?:ARTICLE|SECTION)\s/;
// A heading that opens a paragraph: "5. Term. This Agreement shall...", "2.1 Renewal Term: The ...",
// "11. Duration and termination 11.1 This agreement ..." (the first subsection follows the title).
const SECTION_NUMBER = String.raw`(?:[\dIVXL]+(?:\.\d+)*\.?|\([a-z\d]+\))`;
const INLINE_HEADING = new RegExp(
  `^${PREFIX}?${SECTION_NUMBER}\\s+([A-Z][A-Za-z,&/' -]{2,50}?)(?:[.:]\\s+(?=\\S)|\\s+(?=\\d+\\.\\d+\\.?\\s+[A-Z]))`,
);
// "10.2 The Supplier warrants that: ...": the words that lead into a list are no title.
const LEAD_IN = /\b(?:that|to|as\s+follows|the\s+following|shall|will|agrees?|warrants?|represents?)$/i;

const NUMBER_AND_TITLE =
  /^(?:(?:[Aa]rticle|ARTICLE|[Ss]ection|SECTION)\s+)?(?:[\dIVXL]+(?:\.\d+)*|\([a-z\d]+\))\.?(?:\s+[A-Z][\w,&/'-]*(?:\s+[\w,&/'-]+){0,5}[.:])?$/;
// A title alone before its first sentence: "Term.", "Renewal Term.", "Term and Termination:".
const BARE_TITLE = /^([A-Z][\w&/'-]*(?:\s+(?:and|of|[A-Z][\w&/'-]*)){0,4})[.:]$/;

const isCapitalNumberLine = (line: string) => CAPITAL_NUMBER_LINE.test(line) && NUMBER_LINE.test(line);
// A title names a subject: a line that says something ("8.1 The Company may renew this Agreement") or
// ends on a joining word ("14.6 This Agreement is dated" / "April 29, 2010.") is a sentence that runs on
// to the next line.
const RUNS_ON =
  /\b(?:is|are|was|were|shall|will|may|must)\b|\b(?:be|the|a|an|of|and|or|to|for|in|on|by|with|this|that|its)$/i;

// A title that ends on a company's form ("PUROLATOR COURIER LTD.", the title without its full stop) names
// a party, not a section.
const PARTY_NAME = new RegExp(String.raw`\b${COMPANY_SUFFIX}$`, 'i');

// "bi TERM" for "7. TERM": a scan may misread a section's number as a short run of other marks. Before a
// title in capitals, such a run (not a word like "By" or "of") stands for the number.
const SHORT_WORD = /^(?:a|an|at|by|i|in|of|on|or|re|to)$/i;
const MISREAD_NUMBER_HEADING = /^([^\s:]{1,3})\s+([A-Z][A-Z,&/' -]{2,60}?)[.:]?$/;

function misreadNumberHeading(line: string): string | null {
  const [, mark = '', title = ''] = MISREAD_NUMBER_HEADING.exec(line) ?? [];
  return title && !SHORT_WORD.test(mark) && /[A-Z]{3}/.test(title) ? title : null;
}

function isHeadingLine(line: string): string | null {
  if (line.length > 70) return null;
  if (NUMBER_LINE.test(line)) return '';
  const match = HEADING_LINE.exec(line);
  const title = (match?.[1] ?? misreadNumberHeading(line) ?? '').trim();
  if (!title) return null;
  if (RUNS_ON.test(title) || PARTY_NAME.test(title)) return null;
  const words = title.split(/\s+/);
  if (words.length > 8) return null;
  // A heading is in capitals or in title case ("Term and Termination"); a sentence fragment is not.
  const capitalized = words.filter((word) => /^[A-Z&]/.test(word)).length;
  const numbered = new RegExp(`^${PREFIX}?[\\dIVXL(]`).test(line);
  if (title === title.toUpperCase() && /[A-Z]{3}/.test(title)) return title;
  if (numbered && capitalized >= Math.ceil(words.length / 2)) return title;
  // Unnumbered, a title-case line is a heading when every word but the joining ones is capitalised
  // and it ends no sentence: "Term and Termination", not "Acme Inc." or "Signed by".
  const joining = words.filter((word) => /^(?:and|or|of|the|to|for|in|on)$/.test(word)).length;
  if (!/[.:]$/.test(line) && words.length <= 5 && capitalized + joining === words.length && capitalized >= 2)
    return title;
  return null;
}

/**
 * Splits a run of text into sentences at a full stop followed by a capital, a digit, an opening mark or
 * a list item ("(b) ", "b. The", 'b) "Services Period" means').
 */
function splitSentences(text: string): Array<{ text: string; start: number }> {
  const pieces: Array<{ text: string; start: number }> = [];
  let start = 0;
  for (const match of text.matchAll(
    /[.!?]["')\]]?\s+(?=["'([]?[A-Z0-9]|\([a-z]{1,4}\)\s|[a-z][.)]\s+["A-Z])/g,
  )) {
    const end = match.index + match[0].trimEnd().length;
    const piece = text.slice(start, end);
    if (ABBREVIATION.test(piece.trimEnd().replace(/["')\]]$/, ''))) continue;
    // "the 16th day of August. 2012", "March 18. 2021": a stray full stop inside a date.
    if (MONTH_END.test(piece) && /^\d{4}\b/.test(text.slice(match.index + match[0].length))) continue;
    // A section number, or a number and its title ("7.", "7. Term."), stays with the sentence it opens.
    if (NUMBER_AND_TITLE.test(piece.trim())) continue;
    pieces.push({ text: piece, start });
    start = match.index + match[0].length;
  }
  pieces.push({ text: text.slice(start), start });
  return pieces;
}

interface TBlock {
  /** Page breaks inside the block are kept as '\f'. */
  text: string;
  page: number;
  heading: string | null;
}

// A page number left in the middle of the text ("3") ends what comes before it too.
const endsSentence = (line: string) => line === '' || /[.:;!?"')\]]$|^\d{1,3}$/.test(line);
// "... upon its execution," then "6. Effective Date and Term": a clause numbered with figures and a full
// stop opens a section after a line that ends on a comma (a full stop a scan read as a comma, or a list
// that ends "; and,"); a list's "(a)" or "ii." does not.
const FIGURES_NUMBERED = /^\d{1,2}(?:\.\d{1,2})*\.\s/;

// Lines are grouped into blocks: a heading line is a block of its own and ends the text before it.
// A line counts as a heading only where a sentence may end, so a line of a paragraph in capitals or
// the first line of "THIS AGREEMENT is made..." stays in its sentence. Only the last line is looked
// at, never the whole block: a long block would make every test cost its length.
function blocksOf(pages: string[]): TBlock[] {
  const blocks: TBlock[] = [];
  let parts: string[] = [];
  let last = '';
  let page = 1;
  const flush = () => {
    if (parts.length > 0) blocks.push({ text: parts.join(''), page, heading: null });
    parts = [];
    last = '';
  };
  pages.forEach((content, index) => {
    if (parts.length > 0) parts.push('\f');
    for (const line of content.split('\n')) {
      if (line === '') continue;
      const opensSection =
        (endsSentence(last) && !/^this\b/i.test(line)) ||
        isCapitalNumberLine(line) ||
        (last.endsWith(',') && FIGURES_NUMBERED.test(line));
      const heading = opensSection ? isHeadingLine(line) : null;
      if (heading !== null) {
        flush();
        blocks.push({ text: line, page: index + 1, heading });
        continue;
      }
      if (parts.length === 0) page = index + 1;
      // A word broken at the end of a line ("termi-\nnation") is joined; other lines join with a space.
      if (/[a-z]-$/.test(last) && /^[a-z]/.test(line)) {
        parts[parts.length - 1] = (parts.at(-1) as string).slice(0, -1);
        parts.push(line);
      } else parts.push(' ', line);
      last = line;
    }
  });
  flush();
  return blocks;
}

const pageBreaks = (text: string) => text.split('\f').length - 1;

/** The sentences of cleaned pages, in order. */
export function toSentences(pages: string[]): TSentence[] {
  const sentences: TSentence[] = [];
  let heading = '';
  for (const block of blocksOf(pages)) {
    if (block.heading !== null) {
      heading = block.heading;
      continue;
    }
    for (const piece of splitSentences(block.text)) {
      const text = piece.text.replace(/\s+/g, ' ').trim();
      if (!text) continue;
      const bare = BARE_TITLE.exec(text);
      if (bare) {
        heading = bare[1] ?? '';
        continue;
      }
      const inline = INLINE_HEADING.exec(text);
      if (inline && !LEAD_IN.test((inline[1] ?? '').trim())) heading = (inline[1] ?? '').trim();
      // A sentence belongs to the page it starts on (leading breaks are not part of it).
      const leading = piece.text.length - piece.text.trimStart().length;
      const page = block.page + pageBreaks(block.text.slice(0, piece.start + leading));
      sentences.push({ text, page, heading, order: sentences.length });
    }
  }
  return sentences;
}
