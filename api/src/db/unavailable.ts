/**
 * Error codes of a database that is not there or cannot take the write, for now: the connection's
 * (node's socket errors), PostgreSQL's admin shutdown, crash shutdown and start-up (57P0x), too
 * many connections (53300), a full disk (53100) and the connection-exception class (08xxx, below).
 */
const DATABASE_UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53100',
  '53300',
]);
/**
 * Messages of node-postgres and its pool for a lost or impossible connection (they carry no code),
 * and of PGlite once closed.
 */
const DATABASE_UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /not queryable/,
  /^timeout exceeded when trying to connect/,
  /^PGlite is closed/,
];

/**
 * Whether an error (or one it wraps: drizzle's query error holds the driver's as its cause; a
 * refused connection to a host of several addresses is an AggregateError) says the database is
 * unreachable or its disk is full: a passing state, answered 503 with Retry-After, not 500.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    if (DATABASE_UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (
    typeof message === 'string' &&
    DATABASE_UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))
  ) {
    return true;
  }
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) {
    return true;
  }
  return cause !== undefined && isDatabaseUnavailable(cause, depth + 1);
}
