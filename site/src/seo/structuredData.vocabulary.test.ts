/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { SITE_LANGUAGES, localizedPath } from '@app/contract/languages';
import { PUBLIC_PAGES, articlePath } from '@app/contract/publicPages';
import { loadConfig, silentLogger, startServer, type RunningServer } from '@app/bff/testing';
import { renderPage } from '../server/renderPage';
import { loadSchemaOrgVocabulary, vocabularyErrors } from './schemaOrgVocabulary';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><script defer src="/main.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
const ORIGIN = 'https://finance.example';
const vocabulary = loadSchemaOrgVocabulary();

describe('the schema.org vocabulary check', () => {
  it('reads the release the package ships', () => {
    expect(vocabulary.classes.has('ProfessionalService')).toBe(true);
    expect(vocabulary.properties.has('hasOfferCatalog')).toBe(true);
    expect(vocabulary.superClasses.get('ProfessionalService')).toEqual(['LocalBusiness']);
  });

  it('accepts a property of a supertype and refuses unknown terms, foreign domains and ranges', () => {
    const ok = {
      '@context': 'https://schema.org',
      '@type': 'ProfessionalService',
      name: 'x',
      parentOrganization: { '@id': '#org' },
      address: { '@type': 'PostalAddress', addressCountry: 'AE' },
    };
    expect(vocabularyErrors(vocabulary, ok)).toEqual([]);
    expect(
      vocabularyErrors(vocabulary, {
        ...ok,
        serviceType: ['Payroll'],
        colour: 'blue',
        address: { '@type': 'Adress' },
        logo: { '@type': 'PostalAddress', addressCountry: 'AE' },
        founder: { name: 'untyped' },
      }),
    ).toEqual([
      '$.address: Adress is not a schema.org type',
      expect.stringMatching(/^\$\.address: address takes .*, not Adress$/),
      expect.stringMatching(/^\$\.serviceType: not a property of ProfessionalService/),
      '$.colour: not a schema.org property',
      expect.stringMatching(/^\$\.logo: logo takes .*, not PostalAddress$/),
      '$.founder: a node without @type',
    ]);
  });
});

describe('every page’s JSON-LD, against the schema.org vocabulary', () => {
  let bff: RunningServer;
  let dataDir: string;

  beforeAll(async () => {
    // The real BFF on SQLite with the demo posts, read by the real renderer.
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'jsonld-test-'));
    const config = loadConfig(
      { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'silent' },
      dataDir,
    );
    bff = await startServer(config, { logger: silentLogger });
  }, 60_000);

  afterAll(async () => {
    await bff.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('uses only types and properties schema.org defines, each on a type it belongs to', async () => {
    // Every page in each language at its own address; each post at its language's address.
    const urls: string[] = [];
    for (const language of SITE_LANGUAGES) {
      const posts = (await (await fetch(`${bff.url}/api/posts?language=${language}`)).json()) as {
        slug: string;
      }[];
      expect(posts.length).toBeGreaterThan(0);
      urls.push(
        ...[...PUBLIC_PAGES, '/no-such-page', '/blog/no-such-post'].map((page) =>
          localizedPath(language, page),
        ),
        ...posts.map((post) => articlePath(post.slug, language)),
      );
    }

    const errors: string[] = [];
    const types = new Set<string>();
    for (const url of urls) {
      const page = await renderPage({
        url,
        origin: ORIGIN,
        apiOrigin: bff.url,
        template: TEMPLATE,
      });
      const { document } = new JSDOM(page.html).window;
      const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')];
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) {
        const data = JSON.parse(script.textContent ?? '') as { '@type': string };
        types.add(data['@type']);
        errors.push(...vocabularyErrors(vocabulary, data).map((error) => `${url} ${error}`));
      }
    }

    expect(errors).toEqual([]);
    expect([...types].sort()).toEqual([
      'Article',
      'BreadcrumbList',
      'Organization',
      'ProfessionalService',
      'WebPage',
    ]);
  }, 120_000);

  it('gives every public page, as rendered in each language, the other language and back', async () => {
    const alternates = async (url: string, locale: (typeof SITE_LANGUAGES)[number]) => {
      const page = await renderPage({
        url,
        origin: ORIGIN,
        apiOrigin: bff.url,
        template: TEMPLATE,
        locale,
      });
      const { document } = new JSDOM(page.html).window;
      const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
      const links = Object.fromEntries(
        Array.from(document.querySelectorAll('link[rel="alternate"][hreflang]'), (link) => [
          link.getAttribute('hreflang'),
          link.getAttribute('href'),
        ]),
      );
      return { canonical, links };
    };
    for (const url of PUBLIC_PAGES) {
      const english = await alternates(url, 'en');
      const arabic = await alternates(url, 'ar');
      const pair = { en: english.canonical, ar: arabic.canonical, 'x-default': english.canonical };
      expect([url, english.links]).toEqual([url, pair]);
      expect([url, arabic.links]).toEqual([url, pair]);
      expect(arabic.canonical).toBe(`${ORIGIN}/ar${url === '/' ? '' : url}`);
    }
  }, 60_000);
});
