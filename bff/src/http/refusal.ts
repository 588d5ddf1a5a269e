import type { z } from 'zod';
import {
  ERROR_TEMPLATES,
  errorText,
  type ErrorCode,
  type ErrorParams,
  type Refusal,
} from '@app/contract/errorCodes';
import type { ErrorBody, FieldCodes, FieldErrors } from '@app/contract/errorBody';
import { FORM_ERROR_KEY } from '@app/contract/validation';

/**
 * A refusal a route throws: its status, its code and params, and the English sentence the code's
 * template gives them. toErrorResponse turns it into `{ error, code, params }`.
 */
export class Refused extends Error {
  readonly expose = true;

  constructor(
    readonly status: number,
    readonly refusal: Refusal,
    readonly headers: Record<string, string> = {},
  ) {
    super(errorText(refusal.code, refusal.params));
    this.name = 'Refused';
  }
}

/** `throw refusal(409, 'booking.slot-taken')`. */
export function refusal(
  status: number,
  code: ErrorCode,
  params?: ErrorParams,
  headers?: Record<string, string>,
): Refused {
  return new Refused(status, params === undefined ? { code } : { code, params }, headers);
}

/** The body of a refusal a route answers without throwing. */
export function refusalBody(refused: ErrorCode | Refusal): ErrorBody {
  const { code, params } =
    typeof refused === 'string' ? { code: refused, params: undefined } : refused;
  return params === undefined
    ? { error: errorText(code), code }
    : { error: errorText(code, params), code, params };
}

/** The refusal a thrown value names (Refused, or a domain error carrying `refusal`), if any. */
export function refusalOf(thrown: unknown): Refusal | undefined {
  if (thrown === null || typeof thrown !== 'object' || !('refusal' in thrown)) return undefined;
  const { refusal: named } = thrown as { refusal?: unknown };
  if (named === null || typeof named !== 'object') return undefined;
  const { code } = named as { code?: unknown };
  return typeof code === 'string' && Object.hasOwn(ERROR_TEMPLATES, code)
    ? (named as Refusal)
    : undefined;
}

/**
 * The code of a sentence the contract's schemas say: each of them is a template without
 * placeholders (errorText of its code), so the index is exact, built from the one list.
 */
const CODE_OF_TEXT = new Map<string, ErrorCode>(
  (Object.entries(ERROR_TEMPLATES) as Array<[ErrorCode, string]>)
    .filter(([code, template]) => !code.startsWith('http.') && !/\{\w+\}/.test(template))
    .map(([code, template]) => [template, code]),
);

/** The code whose template, without placeholders, is exactly `text`. */
export function codeOfSentence(text: string): ErrorCode | undefined {
  return CODE_OF_TEXT.get(text);
}

/** A field's sentence as a refusal: its code, else the generic `field.invalid`. */
function refusalOfText(text: string): Refusal {
  return { code: CODE_OF_TEXT.get(text) ?? 'field.invalid' };
}

/** The codes whose only placeholder is a length limit: a schema fills it with the rule's own. */
const LIMIT_CODES = (Object.entries(ERROR_TEMPLATES) as Array<[ErrorCode, string]>)
  .filter(([, template]) => /\{max\}/.test(template) && !/\{(?!max\})\w+\}/.test(template))
  .map(([code]) => code);

/** A field's refusal: the contract's sentence it is, else what zod's issue says. */
function refusalOfIssue(issue: z.core.$ZodIssue): Refusal {
  const known = CODE_OF_TEXT.get(issue.message);
  if (known !== undefined) return { code: known };
  if (issue.code === 'too_big') {
    const params = { max: Number(issue.maximum) };
    const code = LIMIT_CODES.find((candidate) => errorText(candidate, params) === issue.message);
    if (code !== undefined) return { code, params };
  }
  if (issue.code === 'invalid_type') {
    const received = /received (\w+)/.exec(issue.message)?.[1] ?? 'undefined';
    return { code: 'field.invalid-type', params: { expected: issue.expected, received } };
  }
  if (issue.code === 'too_big' && issue.origin === 'string') {
    return { code: 'field.too-long', params: { max: Number(issue.maximum) } };
  }
  return { code: 'field.invalid' };
}

/** The refusals of a failed schema, beside fieldErrors()'s messages (same keys, same order). */
export function zodFieldCodes(error: z.ZodError): FieldCodes {
  const codes: FieldCodes = {};
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? FORM_ERROR_KEY : issue.path.map(String).join('.');
    (codes[key] ??= []).push(refusalOfIssue(issue));
  }
  return codes;
}

/** Each field's problems, as sentences of the contract or as refusals. */
export type FieldProblems = Readonly<Record<string, ReadonlyArray<string | Refusal>>>;

/** The messages and the codes of field problems, each filled from the other's source. */
export function fieldRefusals(problems: FieldProblems): {
  fields: FieldErrors;
  fieldCodes: FieldCodes;
} {
  const fields: FieldErrors = {};
  const fieldCodes: FieldCodes = {};
  for (const [name, list] of Object.entries(problems)) {
    fields[name] = list.map((problem) =>
      typeof problem === 'string' ? problem : errorText(problem.code, problem.params),
    );
    fieldCodes[name] = list.map((problem) =>
      typeof problem === 'string' ? refusalOfText(problem) : problem,
    );
  }
  return { fields, fieldCodes };
}
