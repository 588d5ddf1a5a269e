/**
 * Pages whose address is a secret (a preview link, a meeting's manage link, in both languages),
 * with tokens of the right shape that match nothing: the page is private whatever the token, so
 * its headers can be checked without making a real link first.
 */
export const PRIVATE_PAGE_PATHS = [
  `/preview/${'A'.repeat(22)}`,
  `/meeting/${'A'.repeat(43)}`,
  `/ar/meeting/${'A'.repeat(43)}`,
] as const;

/** What such a page must send: nobody caches or indexes it, and no site is told its address. */
export const PRIVATE_PAGE_HEADERS = {
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex',
} as const;
