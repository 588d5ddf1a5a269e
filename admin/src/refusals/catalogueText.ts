/**
 * Looking a refusal up in a catalogue of the admin's words. The sign-in screen reads its own small
 * catalogue (messages/signIn.ts) so the whole one stays out of the admin's first load; every other
 * screen reads the whole one through refusalText.ts.
 */
import type { ErrorCode, Refusal } from '@app/contract/errorCodes';
import { fillTemplate } from '@app/contract/fillTemplate';

export type Catalogue = Readonly<Partial<Record<ErrorCode, string>>>;

export interface CatalogueText {
  /** The catalogue's words for a refusal, if it has any. */
  knownRefusalText(refusal: Refusal | undefined): string | undefined;
  /** A refusal in the catalogue's words, else `fallback`: the screen's generic sentence. */
  refusalText(refusal: Refusal | undefined, fallback: string): string;
  /** The words of a code the admin says itself (its own checks before anything is sent). */
  codeText(code: ErrorCode): string;
}

export function catalogueText(catalogue: Catalogue): CatalogueText {
  const knownRefusalText = (refusal: Refusal | undefined): string | undefined => {
    // Own keys only: a code from the wire is never a way into the object's prototype.
    const template =
      refusal !== undefined && Object.hasOwn(catalogue, refusal.code)
        ? catalogue[refusal.code]
        : undefined;
    return template === undefined ? undefined : fillTemplate(template, refusal!.params);
  };
  const refusalText = (refusal: Refusal | undefined, fallback: string): string =>
    knownRefusalText(refusal) ?? fallback;
  return { knownRefusalText, refusalText, codeText: (code) => refusalText({ code }, code) };
}
