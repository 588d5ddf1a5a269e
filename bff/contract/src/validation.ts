/**
 * The shape of a 400 answer to a request body that failed its contract schema, and the helper
 * that fills it. Browser-safe, so the site and admin can show the messages beside each field.
 */
import type { z } from 'zod';

/** `fields` maps a dotted field path ("selectedSlot.start") to its first message. */
export interface ValidationErrorBody {
  error: string;
  fields: Record<string, string>;
}

/** Key for problems with the body as a whole (e.g. not a JSON object). */
export const FORM_ERROR_KEY = '_form';

/** One message per field, the first zod reported, keyed by the dotted path of the field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? FORM_ERROR_KEY : issue.path.map(String).join('.');
    fields[key] ??= issue.message;
  }
  return fields;
}
