// The sentence a fact came from, short enough to read beside a form field: a long sentence is cut
// to a window around the words that carry the fact, at word boundaries, with an ellipsis.

export const QUOTE_LIMIT = 300;

/** `text` whole when short, else about QUOTE_LIMIT characters around [from, to). */
export function quoteAround(text: string, from = 0, to = from): string {
  const trimmed = text.trim();
  if (trimmed.length <= QUOTE_LIMIT) return trimmed;
  const offset = text.length - text.trimStart().length;
  const [start, end] = [Math.max(0, from - offset), Math.min(trimmed.length, to - offset)];
  const room = Math.max(0, QUOTE_LIMIT - (end - start));
  // A third of the room before the fact, the rest after: a clause usually reads forward.
  let left = Math.max(0, start - Math.floor(room / 3));
  let right = Math.min(trimmed.length, left + Math.max(QUOTE_LIMIT, end - start));
  left = Math.max(0, Math.min(left, right - QUOTE_LIMIT));
  if (left > 0) left = trimmed.indexOf(' ', left) + 1 || left;
  if (right < trimmed.length)
    right = trimmed.lastIndexOf(' ', right) > end ? trimmed.lastIndexOf(' ', right) : right;
  return `${left > 0 ? '…' : ''}${trimmed.slice(left, right).trim()}${right < trimmed.length ? '…' : ''}`;
}
