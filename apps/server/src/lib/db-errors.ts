// Drizzle wraps driver errors (pg and PGlite alike) in DrizzleQueryError; the SQLSTATE sits on the cause.
function* chain(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

function sqlState(error: unknown): string | undefined {
  for (const link of chain(error)) {
    if (typeof link.code === 'string' && /^[0-9A-Z]{5}$/.test(link.code)) return link.code;
  }
  return undefined;
}

/** True when a query failed on a unique constraint (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

// A service the request needs cannot be reached: the network refused or dropped it, or PostgreSQL is
// shutting down, starting up, full, or lost the connection (SQLSTATE class 08, 57P01-57P03, 53300).
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;
// node-postgres's own words when a connection cannot be had or is lost.
const POOL_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error/;

/** True when an error says a service (the database above all) is unreachable, not that a request was wrong. */
export function isServiceUnavailable(error: unknown): boolean {
  for (const link of chain(error)) {
    const code = typeof link.code === 'string' ? link.code : '';
    if (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code)) return true;
    if (typeof link.message === 'string' && POOL_MESSAGES.test(link.message)) return true;
  }
  return false;
}
