/**
 * Whether an error means the database could not be reached or gave up on us, rather than that the
 * request itself was wrong: the answer is then 503 (try again), never 500, and the connection it
 * happened on is thrown away instead of going back to the pool.
 */

/** Node's own socket errors, seen on the pg driver's connection. */
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away or cannot take us: connection exceptions (08),
 * admin/crash shutdown and "cannot connect now" (57P01-57P03), a statement cancelled by
 * statement_timeout (57014), insufficient resources such as too many connections (53).
 */
const isUnavailableState = (code: string) =>
  code.startsWith('08') || code.startsWith('53') || ['57P01', '57P02', '57P03', '57014'].includes(code);

/** What the pg driver and pool say when a connection dies, or a query or connect timed out. */
const driverMessages = [
  /^Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /^Query read timeout$/i,
  /is not queryable/i,
  /Cannot use a pool after calling end/i,
  /^terminating connection/i,
];

/**
 * PostgreSQL ends the session with every FATAL or PANIC it sends, whatever the SQLSTATE: a
 * database that does not take connections now (55000) or no longer exists (3D000), credentials it
 * no longer accepts (28P01), an idle transaction timed out (25P03). The session is gone, and the
 * request was never the reason. A request's own faults are ERRORs.
 */
const sessionEndingSeverities = new Set(['FATAL', 'PANIC']);

function isFailureItself(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const { code, message, severity } = err as { code?: unknown; message?: unknown; severity?: unknown };
  if (
    typeof code === 'string' &&
    (socketCodes.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isUnavailableState(code)))
  ) {
    return true;
  }
  if (typeof severity === 'string' && sessionEndingSeverities.has(severity)) return true;
  return typeof message === 'string' && driverMessages.some((pattern) => pattern.test(message));
}

/** Whether `err` or an error it wraps (Drizzle puts the driver's error at `cause`), a few levels deep, passes `test`. */
export function hasCause(err: unknown, test: (cause: unknown) => boolean): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if (test(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export const isConnectionFailure = (err: unknown): boolean => hasCause(err, isFailureItself);
