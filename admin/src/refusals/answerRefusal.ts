/** The refusals an answer carries: its whole answer's and its fields'. */
import { errorBodyOf } from '@app/contract/client';
import type { Refusal } from '@app/contract/errorCodes';

/** The refusal of a whole answer (its `code` and `params`), if the failure was one. */
export function refusalOfError(error: unknown): Refusal | undefined {
  const body = errorBodyOf(error);
  if (body?.code === undefined) return undefined;
  return body.params === undefined ? { code: body.code } : { code: body.code, params: body.params };
}

/** The first refusal of `field` in an answer's `fieldCodes`, if it named that field. */
export function fieldRefusalOfError(error: unknown, field: string): Refusal | undefined {
  return errorBodyOf(error)?.fieldCodes?.[field]?.[0];
}
