/**
 * PostgreSQL SQLSTATEs that mean "the server is away or overloaded", not "the query is wrong":
 * connection exceptions (08…), shutdown and restart (57P01–57P03), too many connections (53300),
 * a statement cancelled by DB_STATEMENT_TIMEOUT_MS (57014).
 */
const UNAVAILABLE_SQLSTATE = /^(08|57P0[123]$|53300$|57014$)/;

const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Connection is closed',
  "Stream isn't writeable",
  'Reached the max retries per request limit',
  'Client has encountered a connection error',
];

const UNAVAILABLE_SYSCALL_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current && chain.length < 5;) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/**
 * Whether a failure is PostgreSQL or Redis being unreachable or restarting (the request may
 * succeed in a moment: a 503 with Retry-After), rather than a bug (a 500).
 */
export function isBackendUnavailable(error: unknown): boolean {
  return causes(error).some((cause) => {
    if (!cause || typeof cause !== 'object') return false;
    const { code, message, name } = cause as { code?: unknown; message?: unknown; name?: unknown };
    if (
      typeof code === 'string' &&
      (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SYSCALL_CODES.has(code))
    )
      return true;
    if (name === 'MaxRetriesPerRequestError') return true;
    return (
      typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.includes(text))
    );
  });
}
