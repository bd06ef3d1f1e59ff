/**
 * A UTC timestamp as PostgreSQL writes it in JSON (`ts at time zone 'UTC'` inside json_build_array:
 * 'YYYY-MM-DDTHH:MM:SS' and up to six digits of fraction, whatever the date style) as
 * `Date.toISOString()` writes it: the fraction cut to milliseconds, as a JavaScript Date keeps it.
 * Slicing the text costs a fraction of parsing it into a Date and writing that out again, and
 * contract answers carry seven per row.
 */
export function isoFromUtcTimestamp(text: string): string {
  if (text[10] === 'T' && text[13] === ':') {
    if (text.length === 19) return `${text}.000Z`;
    if (text[19] === '.' && text.length <= 26)
      return `${text.slice(0, 19)}.${text.slice(20, 23).padEnd(3, '0')}Z`;
  }
  // Anything else (a year past 9999, say) goes the long way, and fails as a Date would.
  return new Date(`${text}Z`).toISOString();
}
