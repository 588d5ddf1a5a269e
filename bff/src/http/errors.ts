import { STATUS_CODES } from 'node:http';
import { z } from 'zod';
import type { ErrorBody, FieldErrors } from '@app/contract/errorBody';
import { fieldErrors } from '@app/contract/validation';
import {
  isDependencyUnavailable,
  UNAVAILABLE_MESSAGE,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
} from './unavailable';

export type { ErrorBody, FieldErrors } from '@app/contract/errorBody';

export interface ErrorResponse {
  status: number;
  body: ErrorBody;
  headers: Record<string, string>;
}

/** Thrown by routes for input that fails a rule; leaves as 400 with per-field messages. */
export class ValidationError extends Error {
  readonly status = 400;
  readonly expose = true;

  constructor(
    readonly fields: FieldErrors,
    message = 'Validation failed',
  ) {
    super(message);
    this.name = 'ValidationError';
  }
}

/** The fields that http-errors, raw-body/co-body and formidable put on what they throw. */
interface ErrorLike {
  message?: unknown;
  status?: unknown;
  statusCode?: unknown;
  httpCode?: unknown;
  expose?: unknown;
  type?: unknown;
  headers?: unknown;
}

/** raw-body tags its errors with a `type`; its own messages are not meant for API clients. */
const BODY_ERRORS: Record<string, { status: number; message: string }> = {
  'entity.parse.failed': { status: 400, message: 'Malformed request body' },
  'entity.too.large': { status: 413, message: 'Request body too large' },
  'encoding.unsupported': { status: 415, message: 'Unsupported request body encoding' },
  'charset.unsupported': { status: 415, message: 'Unsupported request body charset' },
  'request.aborted': { status: 400, message: 'Request aborted' },
  'request.size.invalid': {
    status: 400,
    message: 'Request body size did not match Content-Length',
  },
};

export function statusText(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}

/**
 * Turns anything thrown by a route or middleware into the JSON the API promises:
 * `{ error, fields? }` with a 4xx/5xx status. 5xx messages are replaced by the status text
 * (unless the thrower set `expose: true` on purpose) so internals never reach a client.
 */
export function toErrorResponse(thrown: unknown): ErrorResponse {
  if (thrown instanceof z.ZodError) {
    return {
      status: 400,
      body: { error: 'Validation failed', fields: fieldErrors(thrown) },
      headers: {},
    };
  }
  if (thrown instanceof ValidationError) {
    return { status: 400, body: { error: thrown.message, fields: thrown.fields }, headers: {} };
  }

  if (isDependencyUnavailable(thrown)) {
    return {
      status: 503,
      body: { error: UNAVAILABLE_MESSAGE },
      headers: { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
    };
  }

  const err: ErrorLike = typeof thrown === 'object' && thrown !== null ? thrown : {};
  const headers = stringHeaders(err.headers);
  const known = typeof err.type === 'string' ? BODY_ERRORS[err.type] : undefined;
  if (known) return { status: known.status, body: { error: known.message }, headers };

  const status = pickStatus(err);
  // co-body rethrows JSON.parse's SyntaxError with only `status = 400` added.
  if (status === 400 && thrown instanceof SyntaxError) {
    return { status, body: { error: 'Malformed JSON body' }, headers };
  }
  const expose = typeof err.expose === 'boolean' ? err.expose : status < 500;
  const message =
    expose && typeof err.message === 'string' && err.message !== ''
      ? err.message
      : statusText(status);
  return { status, body: { error: message }, headers };
}

function pickStatus(err: ErrorLike): number {
  for (const candidate of [err.status, err.statusCode, err.httpCode]) {
    if (
      typeof candidate === 'number' &&
      Number.isInteger(candidate) &&
      candidate >= 400 &&
      candidate <= 599
    ) {
      return candidate;
    }
  }
  return 500;
}

function stringHeaders(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  const result: Record<string, string> = {};
  for (const [name, header] of Object.entries(value)) {
    if (typeof header === 'string' || typeof header === 'number') result[name] = String(header);
  }
  return result;
}
