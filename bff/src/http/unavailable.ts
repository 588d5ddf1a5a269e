/**
 * Failures that mean "a service the BFF depends on (the database, S3) cannot be reached right
 * now", as opposed to a bug: a restart or an outage of that service. Such a request gets 503 with
 * Retry-After, which tells clients and load balancers to try again, instead of a 500.
 */
import { errorText } from '@app/contract/errorCodes';

/** Socket-level errors of a peer that is down, restarting or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  // mysql2: the server closed the connection (a restart) or said it is shutting down.
  'PROTOCOL_CONNECTION_LOST',
  'ER_SERVER_SHUTDOWN',
]);

/** Sequelize's wrappers for a database it cannot connect to. */
const SEQUELIZE_CONNECTION_ERRORS = new Set([
  'SequelizeConnectionError',
  'SequelizeConnectionRefusedError',
  'SequelizeConnectionTimedOutError',
  'SequelizeConnectionAcquireTimeoutError',
  'SequelizeHostNotFoundError',
  'SequelizeHostNotReachableError',
]);

/** S3 answers that say "later" (the minio client gives up on them after its own retry). */
const S3_BUSY_CODES = new Set(['SlowDown', 'ServiceUnavailable', 'InternalError']);
const MINIO_GAVE_UP = /^Request failed after \d+ retries: Error: Retryable HTTP status: 5\d\d/;

interface ErrorFields {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  parent?: unknown;
  original?: unknown;
  errors?: unknown;
}

export function isDependencyUnavailable(thrown: unknown, depth = 0): boolean {
  if (typeof thrown !== 'object' || thrown === null || depth > 5) return false;
  const error = thrown as ErrorFields;
  // Anything carrying an HTTP status of its own (http-errors, validation) says what it is.
  if ('status' in error || 'expose' in error) return false;
  if (typeof error.name === 'string' && SEQUELIZE_CONNECTION_ERRORS.has(error.name)) return true;
  if (typeof error.code === 'string') {
    if (NETWORK_CODES.has(error.code) || S3_BUSY_CODES.has(error.code)) return true;
  }
  if (typeof error.message === 'string' && MINIO_GAVE_UP.test(error.message)) return true;
  const nested = [error.cause, error.parent, error.original];
  if (Array.isArray(error.errors)) nested.push(...(error.errors as unknown[]));
  return nested.some((inner) => inner !== thrown && isDependencyUnavailable(inner, depth + 1));
}

export { UNAVAILABLE_RETRY_AFTER_SECONDS } from '@app/contract/errorCodes';

export const UNAVAILABLE_MESSAGE = errorText('service.unavailable');
