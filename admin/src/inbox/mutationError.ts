import { errorBodyOf } from '@app/contract/client';

/**
 * What a refused change says on screen: the server's words for `field` when it named it, else
 * its error sentence, else `fallback` (a network failure, a proxy's page).
 */
export function refusalText(error: unknown, field: string, fallback: string): string {
  const body = errorBodyOf(error);
  return body?.fields?.[field]?.[0] ?? body?.error ?? fallback;
}
