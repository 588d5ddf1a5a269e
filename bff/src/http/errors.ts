import { STATUS_CODES } from 'node:http';
import { z } from 'zod';
import { errorText, statusCode, type ErrorCode } from '@app/contract/errorCodes';
import type { ErrorBody, FieldCodes, FieldErrors } from '@app/contract/errorBody';
import { fieldErrors } from '@app/contract/validation';
import {
  codeOfSentence,
  fieldRefusals,
  refusalOf,
  zodFieldCodes,
  type FieldProblems,
} from './refusal';
import { isDependencyUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from './unavailable';

export type { ErrorBody, FieldErrors } from '@app/contract/errorBody';

export interface ErrorResponse {
  status: number;
  body: ErrorBody;
  headers: Record<string, string>;
}

/**
 * Thrown by routes for input that fails a rule; leaves as 400 with per-field messages and their
 * codes. A problem is a refusal, or a sentence of the contract's schemas (its code is looked up).
 */
export class ValidationError extends Error {
  readonly status = 400;
  readonly expose = true;
  readonly fields: FieldErrors;
  readonly fieldCodes: FieldCodes;

  constructor(problems: FieldProblems, message = errorText('request.invalid')) {
    super(message);
    this.name = 'ValidationError';
    ({ fields: this.fields, fieldCodes: this.fieldCodes } = fieldRefusals(problems));
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
const BODY_ERRORS: Record<string, { status: number; code: ErrorCode }> = {
  'entity.parse.failed': { status: 400, code: 'request.malformed-body' },
  'entity.too.large': { status: 413, code: 'request.body-too-large' },
  'encoding.unsupported': { status: 415, code: 'request.encoding-unsupported' },
  'charset.unsupported': { status: 415, code: 'request.charset-unsupported' },
  'request.aborted': { status: 400, code: 'request.aborted' },
  'request.size.invalid': { status: 400, code: 'request.size-mismatch' },
};

export function statusText(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}

const coded = (code: ErrorCode): ErrorBody => ({ error: errorText(code), code });

/**
 * Turns anything thrown by a route or middleware into the JSON the API promises:
 * `{ error, code, params?, fields?, fieldCodes? }` with a 4xx/5xx status. A thrown refusal
 * names its code; anything else gets the code of its status. 5xx messages are replaced by the
 * status text (unless the thrower set `expose: true` on purpose) so internals never reach a client.
 */
export function toErrorResponse(thrown: unknown): ErrorResponse {
  if (thrown instanceof z.ZodError) {
    const body: ErrorBody = {
      ...coded('request.invalid'),
      fields: fieldErrors(thrown),
      fieldCodes: zodFieldCodes(thrown),
    };
    return { status: 400, body, headers: {} };
  }
  if (thrown instanceof ValidationError) {
    const { message: error, fields, fieldCodes } = thrown;
    return {
      status: 400,
      body: { error, code: 'request.invalid', fields, fieldCodes },
      headers: {},
    };
  }

  if (isDependencyUnavailable(thrown)) {
    return {
      status: 503,
      body: coded('service.unavailable'),
      headers: { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
    };
  }

  const err: ErrorLike = typeof thrown === 'object' && thrown !== null ? thrown : {};
  const headers = stringHeaders(err.headers);
  const known = typeof err.type === 'string' ? BODY_ERRORS[err.type] : undefined;
  if (known) return { status: known.status, body: coded(known.code), headers };

  const status = pickStatus(err);
  // co-body rethrows JSON.parse's SyntaxError with only `status = 400` added.
  if (status === 400 && thrown instanceof SyntaxError) {
    return { status, body: coded('request.malformed-json'), headers };
  }
  const expose = typeof err.expose === 'boolean' ? err.expose : status < 500;
  const message =
    expose && typeof err.message === 'string' && err.message !== ''
      ? err.message
      : statusText(status);
  // A thrown sentence of the contract (`ctx.throw(404, SETUP_DONE_MESSAGE)`) keeps its code.
  const named = expose ? (refusalOf(thrown) ?? sentenceRefusal(message)) : undefined;
  const body: ErrorBody = named
    ? { error: message, ...named }
    : { error: message, code: statusCode(status) };
  return { status, body, headers };
}

function sentenceRefusal(message: string): { code: ErrorCode } | undefined {
  const code = codeOfSentence(message);
  return code === undefined ? undefined : { code };
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
