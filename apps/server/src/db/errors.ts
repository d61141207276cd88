/**
 * Whether an error means the database cannot be reached right now (stopped, restarting, network cut, out of
 * connections), as opposed to a bug or bad input. Such requests get 503 and may be retried; the server itself
 * stays up and reconnects on its own (pg's pool opens new connections as requests come).
 *
 * Drizzle wraps driver errors (DrizzleQueryError 'Failed query: ...' with the driver's error as `cause`), and the
 * auth library may wrap them again, so the whole cause chain is checked.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);

/** PostgreSQL SQLSTATEs: 08xxx connection exceptions, 57P01-57P03 shutdown/crash/starting up, 53300 too many. */
const UNAVAILABLE_SQLSTATE = /^(08\d{3}|57P0[123]|53300)$/;

/** pg's own messages when a connection dies or cannot be had in time (or the server is shutting down); PGlite's once closed. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|the database system is (shutting down|starting up|in recovery mode)|terminating connection|PGlite is closed|Cannot use a pool after calling end/i;

/** Thrown where a library hid the cause (the auth library turns every failure into a 500) but a ping failed. */
export class DatabaseUnavailableError extends Error {
  constructor() {
    super('The database does not answer');
    this.name = 'DatabaseUnavailableError';
  }
}

export function isDatabaseUnavailable(err: unknown): boolean {
  if (err instanceof DatabaseUnavailableError) return true;
  const seen = new Set<unknown>();
  for (let e = err; e && typeof e === 'object' && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    // AggregateError (a connect to several addresses, e.g. localhost on IPv4 and IPv6, all refused).
    const inner = (e as { errors?: unknown }).errors;
    if (Array.isArray(inner) && inner.some((x) => isDatabaseUnavailable(x))) return true;
  }
  return false;
}

/**
 * Whether PostgreSQL refused a value itself (SQLSTATE class 22, 'data exception': a NUL byte in text, malformed
 * input for a type, a value out of range). Such a value came from the request, so the answer is a 400, never a
 * 500 (DESIGN.md decision 14). Drizzle and the auth library wrap driver errors, so the cause chain is checked.
 */
export function isDataException(err: unknown): boolean {
  const seen = new Set<unknown>();
  for (let e = err; e && typeof e === 'object' && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}

/** PostgreSQL's unique_violation, whether raised directly or wrapped by the ORM. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** The constraint a unique violation names (PostgreSQL's, or one a trigger raised with CONSTRAINT), if any. */
export function violatedConstraint(err: unknown): string | undefined {
  for (
    let e = err as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    depth++
  ) {
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : undefined;
    e = e.cause as typeof e;
  }
  return undefined;
}
