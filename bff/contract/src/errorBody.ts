/**
 * The body of every 4xx and 5xx answer of the BFF, and the one reader of it the apps share.
 * Clients show words for `code` (and each field's codes) from their catalogues; `error`,
 * `message` and `fields` are the English sentences of the same refusals, for people reading the
 * API and for the tests that read them. Browser-safe and zod-free.
 */
import type { ErrorCode, ErrorParams, Refusal } from './errorCodes';

/** Every message of each input field that failed, in the order the rules ran. */
export type FieldErrors = Record<string, string[]>;

/** The refusal of each message of `fields`, at the same field and the same index. */
export type FieldCodes = Record<string, Refusal[]>;

export interface ErrorBody {
  /** A sentence for people; for 5xx only the status text, so internals never leak. */
  error: string;
  /** What went wrong, stable across rewordings of `error`: the key clients look up. */
  code?: ErrorCode;
  /** The values of the code's placeholders (`{ slotMinutes: 30 }`). */
  params?: ErrorParams;
  fields?: FieldErrors;
  fieldCodes?: FieldCodes;
  /** Sign-in failures repeat `error` here, as the spec's sign-in answer names it. */
  message?: string;
}

/**
 * A code as the contract spells them (`booking.slot-taken`), checked by its shape rather than
 * against the contract's list: the list's English templates stay out of the browsers' bundles,
 * and a code a newer BFF sends finds no words in a client's catalogue, so the screen says its
 * generic sentence, as for an answer without a code.
 */
const CODE_SHAPE = /^[a-z][a-z0-9-]*(?:\.[a-z0-9-]+)+$/;
const MAX_CODE_LENGTH = 80;
const isCodeShaped = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && value.length <= MAX_CODE_LENGTH && CODE_SHAPE.test(value);

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * The error body in a response text, or undefined when the text is not one (an HTML page from a
 * proxy, an empty body). Parts of the wrong type are dropped rather than trusted.
 */
export function parseErrorBody(text: string): ErrorBody | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (parsed === null || typeof parsed !== 'object') return undefined;
  const record = parsed as Record<string, unknown>;
  const message =
    typeof record.message === 'string' && record.message !== '' ? record.message : undefined;
  const error = typeof record.error === 'string' && record.error !== '' ? record.error : message;
  if (error === undefined) return undefined;
  const body: ErrorBody = { error };
  if (message !== undefined) body.message = message;
  if (isCodeShaped(record.code)) body.code = record.code;
  const params = paramsOf(record.params);
  if (params !== undefined) body.params = params;
  if (record.fieldCodes !== null && typeof record.fieldCodes === 'object') {
    const fieldCodes: FieldCodes = {};
    for (const [name, refusals] of Object.entries(record.fieldCodes)) {
      const known = Array.isArray(refusals) ? refusals.flatMap(refusalOf) : [];
      if (known.length > 0) fieldCodes[name] = known;
    }
    body.fieldCodes = fieldCodes;
  }
  if (record.fields !== null && typeof record.fields === 'object') {
    const fields: FieldErrors = {};
    for (const [name, messages] of Object.entries(record.fields)) {
      if (isStringList(messages) && messages.length > 0) fields[name] = messages;
    }
    body.fields = fields;
  }
  return body;
}

function paramsOf(value: unknown): ErrorParams | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string | number] =>
      typeof entry[1] === 'string' || typeof entry[1] === 'number',
  );
  return Object.fromEntries(entries);
}

/** A field's refusal as received: kept when its code is shaped like one. */
function refusalOf(value: unknown): Refusal[] {
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  if (!isCodeShaped(record.code)) return [];
  const params = paramsOf(record.params);
  return [params === undefined ? { code: record.code } : { code: record.code, params }];
}

/** The first refusal of each field: the one a form shows beside it. */
export function firstRefusals(fieldCodes: FieldCodes | undefined): Record<string, Refusal> {
  const first: Record<string, Refusal> = {};
  for (const [name, refusals] of Object.entries(fieldCodes ?? {})) {
    if (refusals[0] !== undefined) first[name] = refusals[0];
  }
  return first;
}
