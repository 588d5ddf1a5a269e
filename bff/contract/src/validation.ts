/**
 * How a request that failed its contract schema is described in the error body: every message of
 * each field, keyed by the field's dotted path. Browser-safe, so the admin validates its form with
 * the same schema and shows the same messages beside each field.
 */
import type { z } from 'zod';
import type { FieldErrors } from './errorBody';

/** Key for problems with the body as a whole (e.g. not a JSON object). */
export const FORM_ERROR_KEY = '_form';

/** Every message zod reported, in its order, per dotted path ("selectedSlot.start"). */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? FORM_ERROR_KEY : issue.path.map(String).join('.');
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/** The first message of each field: the one a form shows and the person acts on. */
export function firstMessages(fields: FieldErrors): Record<string, string> {
  const first: Record<string, string> = {};
  for (const [name, messages] of Object.entries(fields)) {
    if (messages[0] !== undefined) first[name] = messages[0];
  }
  return first;
}
