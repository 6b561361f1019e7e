/** PostgreSQL SQLSTATE codes the API turns into answers instead of 500s. */
export const pgCodes = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  exclusionViolation: '23P01',
  checkViolation: '23514',
  invalidTextRepresentation: '22P02',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
  queryCanceled: '57014',
  lockNotAvailable: '55P03',
} as const;

/** The SQLSTATE of a database error, also when Drizzle wrapped it (error.cause). */
export function pgErrorCode(error: unknown): string | undefined {
  let e: unknown = error;
  for (let depth = 0; depth < 4 && e && typeof e === 'object'; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The constraint a database error names, if any. */
export function pgConstraint(error: unknown): string | undefined {
  let e: unknown = error;
  for (let depth = 0; depth < 4 && e && typeof e === 'object'; depth++) {
    const c = (e as { constraint?: unknown }).constraint;
    if (typeof c === 'string') return c;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** SQLSTATEs after which the whole transaction may simply run again. */
const retryableCodes = new Set<string>([pgCodes.serializationFailure, pgCodes.deadlockDetected]);

/** A serialization failure or deadlock: the transaction was rolled back and may be retried. */
export function isRetryableTransactionError(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code !== undefined && retryableCodes.has(code);
}

// Socket errors of node:net and the messages node-postgres and pg-pool use when a connection
// is lost, cannot be made in time, or was closed by the server.
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const lostConnectionMessages = [
  'connection terminated',
  'timeout exceeded when trying to connect',
  'not queryable',
  'connection timeout',
  'the database system is',
];

/**
 * The database server cannot be reached or dropped the connection: a socket error, admin/crash
 * shutdown or "cannot connect now" (57P01–57P03), or any connection exception (class 08).
 */
export function isConnectionError(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (socketCodes.has(code)) return true;
      if (code === '57P01' || code === '57P02' || code === '57P03' || code.startsWith('08')) return true;
    }
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string') {
      const lower = message.toLowerCase();
      if (lostConnectionMessages.some((m) => lower.includes(m))) return true;
    }
    const inner = (e as { errors?: unknown }).errors;
    // AggregateError (connecting to both ::1 and 127.0.0.1 failed).
    if (Array.isArray(inner) && inner.some((i) => isConnectionError(i))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
