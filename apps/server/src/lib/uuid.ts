const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids from URLs are checked before they reach a uuid column, which would throw on anything else. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
