/**
 * Which failures of the user store mean "the database cannot be reached right now" (answered 503
 * with Retry-After, and the server recovers by itself when the database is back) rather than an
 * unexpected error (500). The codes are the drivers' own: Node's socket errors, PostgreSQL's
 * SQLSTATE classes 08 (connection exception) and 57P (operator intervention, e.g. a shutdown),
 * too_many_connections, SQLite's busy and locked (with their extended codes), and a SQLite file
 * deleted or replaced under the running server (DATABASE_FILE_GONE, see sqlite.ts).
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOENT',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '53300',
  '57P01',
  '57P02',
  '57P03',
  'SQLITE_BUSY',
  'DATABASE_FILE_GONE',
  'SQLITE_LOCKED',
]);

/** pg's own errors for a pool that cannot connect or lost its connection carry no code. */
const UNAVAILABLE_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

export function isStoreUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || /^SQLITE_(BUSY|LOCKED)_/.test(code))) return true;
  return UNAVAILABLE_MESSAGES.test(error.message);
}

/** Seconds a client is asked to wait when the store is unavailable. */
export const STORE_RETRY_AFTER_SECONDS = 5;
