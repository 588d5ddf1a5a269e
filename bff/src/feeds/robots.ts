import { FEED_PATHS } from '@app/contract/publicPages';

/** Crawlers may read the whole public site but not the admin app; the sitemap names the rest. */
export function renderRobots(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin/',
    '',
    `Sitemap: ${origin}${FEED_PATHS.sitemap}`,
    '',
  ].join('\n');
}
