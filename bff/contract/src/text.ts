/**
 * Which characters free text may hold. Browser-safe: the site and the admin run the same checks.
 *
 * Refused everywhere: NUL (some database drivers end a statement at one), the other C0 controls
 * and DEL (they forge lines in logs and headers), the bidi embeddings, overrides and isolates
 * U+202A-U+202E and U+2066-U+2069 (they make a name or a subject read differently from what it
 * is), and lone UTF-16 surrogates (no database can store them as text). Text the visitor types
 * into a textarea (a message, post content or description) may keep tab and line breaks; a
 * single-line field (a name, a title, tags) may not, since it ends up in e-mail subjects.
 *
 * Refused, not stripped: what is stored is what the person typed, and a 400 that names the field
 * tells them why, where silently dropping characters would not.
 */
import { errorText } from './errorCodes';
import type { z } from 'zod';

export const DISALLOWED_CHARACTER_MESSAGE = errorText('field.disallowed-character');

const LINE_BREAKS = new Set([0x09, 0x0a, 0x0d]);
const LONE_SURROGATE = /\p{Surrogate}/u;

function isRefused(code: number, lineBreaksAllowed: boolean): boolean {
  if (code <= 0x1f) return !(lineBreaksAllowed && LINE_BREAKS.has(code));
  return code === 0x7f || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
}

function isAllowedText(text: string, lineBreaksAllowed: boolean): boolean {
  for (let i = 0; i < text.length; i += 1) {
    if (isRefused(text.charCodeAt(i), lineBreaksAllowed)) return false;
  }
  return !LONE_SURROGATE.test(text);
}

/** True when `text` holds no control character (tab and line breaks included) and no bidi control. */
export function isSingleLineText(text: string): boolean {
  return isAllowedText(text, false);
}

/** Like isSingleLineText, but tab, CR and LF are allowed. */
export function isMultiLineText(text: string): boolean {
  return isAllowedText(text, true);
}

/** Refines a string schema to single-line text, with the field message the forms show. */
export function singleLine<Schema extends z.ZodType<string>>(schema: Schema) {
  return schema.refine(isSingleLineText, { error: DISALLOWED_CHARACTER_MESSAGE });
}

/** Refines a string schema to multi-line text, with the field message the forms show. */
export function multiLine<Schema extends z.ZodType<string>>(schema: Schema) {
  return schema.refine(isMultiLineText, { error: DISALLOWED_CHARACTER_MESSAGE });
}
