import { failureText } from '../refusals/refusalText';

/**
 * What a refused change says on screen, in the admin's words: the refusal of `field` when the
 * server named it, else the answer's refusal, else `fallback` (a network failure, a proxy's page,
 * a refusal the admin has no words for).
 */
export function refusalText(error: unknown, field: string, fallback: string): string {
  return failureText(error, fallback, field);
}
