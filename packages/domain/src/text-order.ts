// One fixed collation for names, so every machine and browser sorts the same way.
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Compares two names case- and accent-insensitively, numbers by value ('Unit 2' before 'Unit 10'). */
export function compareText(a: string, b: string): number {
  return collator.compare(a, b);
}

/** Plain code-unit order, for ids and ISO dates. */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
