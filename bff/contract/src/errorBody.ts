/**
 * The body of every 4xx and 5xx answer of the BFF, and the one reader of it the apps share.
 * Browser-safe: no imports.
 */

/** Every message of each input field that failed, in the order the rules ran. */
export type FieldErrors = Record<string, string[]>;

export interface ErrorBody {
  /** A sentence for people; for 5xx only the status text, so internals never leak. */
  error: string;
  fields?: FieldErrors;
  /** Sign-in failures repeat `error` here: it is the field the admin's login form reads. */
  message?: string;
}

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
  if (record.fields !== null && typeof record.fields === 'object') {
    const fields: FieldErrors = {};
    for (const [name, messages] of Object.entries(record.fields)) {
      if (isStringList(messages) && messages.length > 0) fields[name] = messages;
    }
    body.fields = fields;
  }
  return body;
}
