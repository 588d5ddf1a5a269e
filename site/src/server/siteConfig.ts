/**
 * The renderer's environment, checked once at start: a typo in a compose file stops the process
 * with every bad variable named, instead of a renderer listening on NaN or linking to a bad origin.
 * Problems read `NAME: what is wrong`, as in the BFF's configuration, and an empty value means the
 * default (`SITE_PORT=` in a compose file), as there.
 */
import { flag, httpUrl, parseEnv, wholeNumber } from '@app/server-kit/envValues';
import { z } from 'zod';

export interface SiteConfig {
  /** SITE_HOST, SITE_PORT: where to listen (127.0.0.1:3001 unless set). */
  host: string;
  port: number;
  /** SITE_API_URL: the BFF's origin for server-side reads, without a trailing slash. */
  apiOrigin: string;
  /** SITE_URL: the public origin for canonical URLs; undefined takes it from the request. */
  publicOrigin: string | undefined;
  /** TRUST_PROXY: the scheme and host come from X-Forwarded-Proto and X-Forwarded-Host. */
  trustProxy: boolean;
  /** SITE_DIST_DIR: the client bundle; undefined means site/dist next to the server. */
  distDir: string | undefined;
  /** SITE_PAGE_CACHE_ENTRIES: rendered pages kept in memory; undefined keeps the renderer's 500. */
  cacheEntries: number | undefined;
}

export class SiteConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'SiteConfigError';
  }
}

const variables = z.object({
  SITE_HOST: z.string().trim().default('127.0.0.1'),
  SITE_PORT: wholeNumber(0, 65535, 'must be a whole number between 0 and 65535').default(3001),
  SITE_API_URL: httpUrl('must be an http(s) URL such as http://127.0.0.1:3000').optional(),
  // Canonical URLs are this origin followed by the page's path, so a path here would double up.
  SITE_URL: httpUrl('must be an http(s) origin such as https://www.example.com')
    .refine(
      (value) => {
        const url = new URL(value);
        return url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '';
      },
      {
        message: 'must be an http(s) origin such as https://www.example.com (no path, query or #)',
      },
    )
    .optional(),
  TRUST_PROXY: flag.default(false),
  SITE_DIST_DIR: z.string().trim().optional(),
  SITE_PAGE_CACHE_ENTRIES: wholeNumber(
    0,
    1_000_000,
    'must be a whole number between 0 and 1000000 (0 renders every request)',
  ).optional(),
});

/** Reads the renderer's variables; throws SiteConfigError naming every bad one. */
export function parseSiteConfig(env: Record<string, string | undefined>): SiteConfig {
  const { data: vars, problems, present } = parseEnv(variables, env);
  // Required, but checked with the rest so that one run names every problem.
  if (present.SITE_API_URL === undefined) {
    problems.unshift('SITE_API_URL: required: the BFF origin, e.g. http://127.0.0.1:3000');
  }
  const apiOrigin = vars?.SITE_API_URL;
  if (vars === undefined || apiOrigin === undefined) throw new SiteConfigError(problems);
  return {
    host: vars.SITE_HOST,
    port: vars.SITE_PORT,
    apiOrigin,
    publicOrigin: vars.SITE_URL,
    trustProxy: vars.TRUST_PROXY,
    distDir: vars.SITE_DIST_DIR,
    cacheEntries: vars.SITE_PAGE_CACHE_ENTRIES,
  };
}
