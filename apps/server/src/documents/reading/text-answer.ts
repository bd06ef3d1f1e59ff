// The answer for pages that were read: the text within the character limit, or no text layer when
// the pages hold (almost) no letters.
import type { TExtractedText } from './reading-types.ts';

const LETTER = /\p{L}/gu;

function holdsLetters(pages: string[], needed: number): boolean {
  let seen = 0;
  for (const page of pages) {
    for (const _ of page.matchAll(LETTER)) {
      seen += 1;
      if (seen >= needed) return true;
    }
  }
  return false;
}

/** Cuts the pages to `maxChars` characters in all, never between the two halves of a surrogate pair. */
function capChars(pages: string[], maxChars: number): { pages: string[]; cut: boolean } {
  const kept: string[] = [];
  let room = maxChars;
  for (const page of pages) {
    if (page.length <= room) {
      kept.push(page);
      room -= page.length;
      continue;
    }
    let end = room;
    const last = page.charCodeAt(end - 1);
    if (last >= 0xd800 && last <= 0xdbff) end -= 1;
    if (end > 0) kept.push(page.slice(0, end));
    return { pages: kept, cut: true };
  }
  return { pages: kept, cut: false };
}

/**
 * `pages` are the pages read out of `pageCount`; fewer than `minLettersPerPage` letters per page read,
 * on average, means there is no text layer to speak of.
 */
export function textAnswer(
  pages: string[],
  pageCount: number,
  maxChars: number,
  minLettersPerPage: number,
  recognisedPages: number[] = [],
): TExtractedText {
  if (!holdsLetters(pages, Math.max(1, minLettersPerPage * pages.length))) {
    return { state: 'no_text_layer', pageCount };
  }
  const capped = capChars(pages, maxChars);
  const truncated = capped.cut || pages.length < pageCount;
  return { state: 'text', pages: capped.pages, pageCount, truncated, recognisedPages };
}
