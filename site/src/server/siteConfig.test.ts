/**
 * @jest-environment node
 */
import { parseSiteConfig, SiteConfigError } from './siteConfig';

const API = { SITE_API_URL: 'http://127.0.0.1:3000' };

/** The problems parseSiteConfig reports for `env`; fails the test when it accepts it. */
function problems(env: Record<string, string>): string[] {
  try {
    parseSiteConfig(env);
  } catch (error) {
    if (error instanceof SiteConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a SiteConfigError');
}

describe('parseSiteConfig', () => {
  it('listens on 127.0.0.1:3001 by default and needs only the BFF origin', () => {
    expect(parseSiteConfig(API)).toEqual({
      host: '127.0.0.1',
      port: 3001,
      apiOrigin: 'http://127.0.0.1:3000',
      publicOrigin: undefined,
      trustProxy: false,
      distDir: undefined,
      cacheEntries: undefined,
    });
  });

  it('reads every variable, dropping trailing slashes from the origins', () => {
    expect(
      parseSiteConfig({
        SITE_HOST: '0.0.0.0',
        SITE_PORT: '8081',
        SITE_API_URL: 'http://bff:3000/',
        SITE_URL: 'https://www.example.com/',
        TRUST_PROXY: 'YES',
        SITE_DIST_DIR: '/srv/site/dist',
        SITE_PAGE_CACHE_ENTRIES: '0',
      }),
    ).toEqual({
      host: '0.0.0.0',
      port: 8081,
      apiOrigin: 'http://bff:3000',
      publicOrigin: 'https://www.example.com',
      trustProxy: true,
      distDir: '/srv/site/dist',
      cacheEntries: 0,
    });
  });

  it('treats an empty value as unset', () => {
    expect(
      parseSiteConfig({ ...API, SITE_PORT: '', TRUST_PROXY: ' ', SITE_URL: '' }),
    ).toMatchObject({ port: 3001, trustProxy: false, publicOrigin: undefined });
  });

  it.each([
    ['SITE_PORT', 'abc', 'SITE_PORT: must be a whole number between 0 and 65535 (got "abc")'],
    ['SITE_PORT', '70000', 'SITE_PORT: must be a whole number between 0 and 65535 (got "70000")'],
    ['SITE_PORT', '-1', 'SITE_PORT: must be a whole number between 0 and 65535 (got "-1")'],
    [
      'SITE_PAGE_CACHE_ENTRIES',
      '-5',
      'SITE_PAGE_CACHE_ENTRIES: must be a whole number between 0 and 1000000 (0 renders every request) (got "-5")',
    ],
    [
      'SITE_PAGE_CACHE_ENTRIES',
      'lots',
      'SITE_PAGE_CACHE_ENTRIES: must be a whole number between 0 and 1000000 (0 renders every request) (got "lots")',
    ],
    [
      'TRUST_PROXY',
      'maybe',
      'TRUST_PROXY: must be one of true, false, 1, 0, yes, no (got "maybe")',
    ],
    [
      'SITE_URL',
      'www.example.com',
      'SITE_URL: must be an http(s) origin such as https://www.example.com',
    ],
    [
      'SITE_URL',
      'ftp://example.com',
      'SITE_URL: must be an http(s) origin such as https://www.example.com',
    ],
    [
      'SITE_URL',
      'https://www.example.com/blog',
      'SITE_URL: must be an http(s) origin such as https://www.example.com (no path, query or #)',
    ],
    [
      'SITE_API_URL',
      'bff:3000',
      'SITE_API_URL: must be an http(s) URL such as http://127.0.0.1:3000',
    ],
  ])('rejects %s=%p naming the variable', (name, value, message) => {
    expect(problems({ ...API, [name]: value })).toEqual([message]);
  });

  it('requires SITE_API_URL', () => {
    expect(problems({})).toEqual([
      'SITE_API_URL: required: the BFF origin, e.g. http://127.0.0.1:3000',
    ]);
  });

  it('lists every bad variable at once, in a message fit for the console', () => {
    let error: unknown;
    try {
      parseSiteConfig({ SITE_PORT: 'x', TRUST_PROXY: 'maybe', SITE_URL: 'https://u:secret@h/' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SiteConfigError);
    expect((error as SiteConfigError).message).toBe(
      'Invalid configuration:\n' +
        '  - SITE_API_URL: required: the BFF origin, e.g. http://127.0.0.1:3000\n' +
        '  - SITE_PORT: must be a whole number between 0 and 65535 (got "x")\n' +
        '  - SITE_URL: must be an http(s) origin such as https://www.example.com (no path, query or #)\n' +
        '  - TRUST_PROXY: must be one of true, false, 1, 0, yes, no (got "maybe")',
    );
  });
});
