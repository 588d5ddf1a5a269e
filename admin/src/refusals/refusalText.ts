/**
 * The BFF's refusals in the admin's words. The API sends a stable `code` (with its `params`)
 * beside its English sentence; the admin never shows or reads that sentence: it looks the code
 * up in its catalogue (messages/en.ts) and says the screen's own generic sentence for a code it
 * has no words for (a network failure, a proxy's page, a refusal only visitors get).
 */
import { errorBodyOf } from '@app/contract/client';
import type { ErrorCode } from '@app/contract/errorCodes';
import { catalogueText } from './catalogueText';
import { fieldRefusalOfError, refusalOfError } from './answerRefusal';
import { en } from './messages/en';

export { fieldRefusalOfError, refusalOfError } from './answerRefusal';

export const { knownRefusalText, refusalText, codeText } = catalogueText(en);

/** The admin's words for the first refusal of each field the answer named. */
export function fieldTextsOfError(error: unknown): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [field, refusals] of Object.entries(errorBodyOf(error)?.fieldCodes ?? {})) {
    texts[field] = refusalText(refusals[0], codeText('field.invalid'));
  }
  return texts;
}

/** What a failed call says: its field's refusal if it named `field`, else the whole answer's. */
export function failureText(error: unknown, fallback: string, field?: string): string {
  const named = field === undefined ? undefined : fieldRefusalOfError(error, field);
  return refusalText(named ?? refusalOfError(error), fallback);
}

/** What a zod issue of a schema the admin checks before sending says: by its rule, not its text. */
interface SchemaIssue {
  code: string;
  maximum?: unknown;
}

/**
 * The admin's words for the first problem of its own check of a contract schema (a required,
 * trimmed, multi-line text): `empty` for a blank value, `tooLong` (else the generic limit) for
 * one over its maximum, and the disallowed-character refusal for the text check.
 */
export function schemaIssueText(
  issue: SchemaIssue | undefined,
  codes: { empty: ErrorCode; tooLong?: ErrorCode },
): string {
  if (issue?.code === 'too_big') {
    return codes.tooLong === undefined
      ? refusalText({ code: 'field.too-long', params: { max: Number(issue.maximum) } }, '')
      : codeText(codes.tooLong);
  }
  return codeText(issue?.code === 'custom' ? 'field.disallowed-character' : codes.empty);
}
