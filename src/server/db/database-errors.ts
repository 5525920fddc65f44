/** Seconds a client is asked to wait before sending the same request again. */
export const RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNAVAILABLE_MESSAGE =
  "Tiplist can't reach its database right now. Please try again in a moment.";

// Operating-system errors of a connection that could not be made or was cut.
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections.
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
// node-postgres says so in words only: a connection that ended, or no connection within the pool's timeout.
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
];

/**
 * True when a failure means the database is away (restarting, refusing, unreachable) rather than that
 * the request or our code is wrong: the answer is then a 503 the client may retry, not a 500.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, message, cause, errors } = error as Record<string, unknown>;
  if (typeof code === 'string') {
    if (CONNECTION_ERRNOS.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith('08')) return true;
  }
  if (typeof message === 'string' && CONNECTION_MESSAGES.some((words) => message.includes(words)))
    return true;
  // Wrapped (Error.cause) or one per address tried (AggregateError).
  const inner = [cause, ...(Array.isArray(errors) ? (errors as unknown[]) : [])];
  return inner.some((each) => isDatabaseUnavailable(each, depth + 1));
}
