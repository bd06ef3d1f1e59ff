// Drizzle wraps driver errors (pg and PGlite alike) in DrizzleQueryError; the SQLSTATE sits on the cause.
function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True when a query failed on a unique constraint (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}
