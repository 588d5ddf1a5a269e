import type { ErrorBody } from '@app/contract/errorBody';
import type { ErrorCode, ErrorParams, Refusal } from '@app/contract/errorCodes';

/**
 * An error body as the BFF sends it, with its code and params. Its English is a stand-in the
 * admin must never show: a test that finds the admin's words proves they came from the code.
 */
export function refused(
  code: ErrorCode,
  params?: ErrorParams,
  fieldCodes?: Record<string, Refusal[]>,
): ErrorBody {
  return {
    error: `(the server's English, never shown) ${code}`,
    code,
    ...(params === undefined ? {} : { params }),
    ...(fieldCodes === undefined
      ? {}
      : {
          fieldCodes,
          fields: Object.fromEntries(
            Object.entries(fieldCodes).map(([name, list]) => [name, list.map(() => '(English)')]),
          ),
        }),
  };
}

/** A 400 whose fields carry these refusals, as the BFF's ValidationError sends it. */
export function invalid(fieldCodes: Record<string, Refusal[]>): ErrorBody {
  return refused('request.invalid', undefined, fieldCodes);
}
