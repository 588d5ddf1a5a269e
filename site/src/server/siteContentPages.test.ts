/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSignedInTestServer, type SignedInTestServer } from '@app/bff/testing';
import { JSDOM } from 'jsdom';
import {
  staffSitePath,
  type CreatedSitePreviewLink,
  type SiteDocument,
  type StaffSiteDocument,
} from '@app/contract/siteContent';
import { SITE_CONTENT_DEFAULTS } from '@app/contract/siteContentDefaults';
import { createPageRenderer } from './pageRenderer';

// Renders pages against a real BFF on a machine other suites share.
jest.setTimeout(60_000);

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"></head>' +
  '<body><div id="root"></div></body></html>';
const ADMIN = { username: 'content-admin', password: 'content-admin-password' };
const XHR = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };

let bff: SignedInTestServer['server'];
let stopBff: () => Promise<void>;
let distDir: string;
let cookie: string;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(os.tmpdir(), 'site-content-dist-'));
  writeFileSync(path.join(distDir, 'index.html'), TEMPLATE);
  ({
    server: bff,
    cookie,
    close: stopBff,
  } = await startSignedInTestServer(ADMIN, 'site-content-pages-'));
}, 60_000);

afterAll(async () => {
  await stopBff();
  rmSync(distDir, { recursive: true, force: true });
});

/** Saves `draft` at the document's current version, as the admin; resolves with the new version. */
async function saveDraft(document: SiteDocument, draft: unknown): Promise<number> {
  const url = `${bff.url}${staffSitePath(document)}`;
  const opened = (await (await fetch(url, { headers: { cookie } })).json()) as StaffSiteDocument;
  const saved = await fetch(url, {
    method: 'PUT',
    headers: { ...XHR, cookie },
    body: JSON.stringify({ version: opened.version, draft }),
  });
  expect(saved.status).toBe(200);
  return ((await saved.json()) as StaffSiteDocument).version;
}

/** Saves `draft` at the document's current version and publishes it, as the admin. */
async function publish(document: SiteDocument, draft: unknown) {
  const version = await saveDraft(document, draft);
  const published = await fetch(`${bff.url}${staffSitePath(document, 'publish')}`, {
    method: 'POST',
    headers: { ...XHR, cookie },
    body: JSON.stringify({ version }),
  });
  expect(published.status).toBe(200);
}

const request = (url: string) => ({ url, headers: { host: 'finance.example' } });
const documentOf = (page: { body: string | Uint8Array }) =>
  new JSDOM(Buffer.from(page.body).toString('utf8')).window.document;
const jsonLd = (doc: Document) =>
  [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
  );

describe('pages showing site content', () => {
  it('show a publish on the next request of a cached page, in both languages, JSON-LD included', async () => {
    const render = createPageRenderer({ distDir, apiOrigin: bff.url, cacheEntries: 50 });
    const before = documentOf(await render(request('/packages')));
    expect(before.body.textContent).toContain('$1,500');
    expect(before.body.textContent).toContain('Prices exclude VAT');
    const description = (doc: Document) =>
      doc.querySelector('meta[name="description"]')?.getAttribute('content');
    expect(description(before)).toBe(
      'Lift-Off from $1,000, Accelerator from $1,500 and Auto Pilot from $3,000 a month: outsourced finance packages for startups, growing and established businesses in the UAE and Saudi Arabia.',
    );
    expect(description(documentOf(await render(request('/ar/packages'))))).toMatch(
      /^باقة Lift-Off ابتداءً من 1,000 دولار، وباقة Accelerator ابتداءً من 1,500 دولار، وباقة Auto Pilot ابتداءً من 3,000 دولار شهريًا: /,
    );
    // Served from the cache while nothing is published.
    expect(documentOf(await render(request('/packages'))).body.textContent).toContain('$1,500');

    const packages = structuredClone(SITE_CONTENT_DEFAULTS.packages);
    packages.packages[1]!.monthlyPriceUsd = 1750;
    packages.vatIncluded = true;
    await publish('packages', packages);
    const services = structuredClone(SITE_CONTENT_DEFAULTS.services);
    services.services[0]!.title = { en: 'Bookkeeping <b>done</b>', ar: 'مسك الدفاتر' };
    await publish('services', services);
    const contact = {
      ...SITE_CONTENT_DEFAULTS.contact,
      email: 'hello@finance.example',
      whatsapp: '+971 50 123 4567',
    };
    await publish('contact', contact);

    const after = documentOf(await render(request('/packages')));
    expect(after.body.textContent).toContain('$1,750');
    expect(after.body.textContent).toContain('Prices include VAT');
    expect(description(after)).toMatch(/^Lift-Off from \$1,000, Accelerator from \$1,750 and /);
    const home = documentOf(await render(request('/')));
    const service = jsonLd(home).find((data) => data['@type'] === 'ProfessionalService');
    expect(JSON.stringify(service)).toContain('"price":1750,');
    expect(JSON.stringify(service)).toContain('"valueAddedTaxIncluded":true');
    // Markup a member typed is text on the page, never an element.
    expect(home.body.textContent).toContain('Bookkeeping <b>done</b>');
    expect(home.querySelector('b')).toBeNull();
    const organization = jsonLd(home).find((data) => data['@type'] === 'Organization');
    expect(organization?.contactPoint).toMatchObject({ email: 'hello@finance.example' });
    expect(home.querySelector('footer a[href="https://wa.me/971501234567"]')).not.toBeNull();

    const arabic = documentOf(await render(request('/ar/services')));
    expect(arabic.body.textContent).toContain('مسك الدفاتر');
    const contactPage = documentOf(await render(request('/contact')));
    const options = [...contactPage.querySelectorAll('input[name="services"]')].map(
      (box) => (box as HTMLInputElement).value,
    );
    expect(options[0]).toBe('Bookkeeping <b>done</b>');
  });
});

describe('a preview link of a draft', () => {
  it('renders the real page with the draft, marked as a preview, kept by no cache and out of search results', async () => {
    const render = createPageRenderer({ distDir, apiOrigin: bff.url, cacheEntries: 50 });
    const published = documentOf(await render(request('/about'))).body.textContent;
    const about = structuredClone(SITE_CONTENT_DEFAULTS.about);
    about.goal = { en: 'Draft goal, not published', ar: 'هدف في مسودة لم تنشر' };
    await saveDraft('about', about);
    const made = await fetch(`${bff.url}${staffSitePath('about', 'previews')}`, {
      method: 'POST',
      headers: { ...XHR, cookie },
    });
    expect(made.status).toBe(201);
    const link = (await made.json()) as CreatedSitePreviewLink;
    expect(link.paths.en).toMatch(/^\/about\?token=[A-Za-z0-9_-]{43}$/);

    const page = await render(request(link.paths.en));
    expect(page.status).toBe(200);
    expect(page.headers).toMatchObject({
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
      'Referrer-Policy': 'no-referrer',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
    const preview = documentOf(page);
    expect(preview.body.textContent).toContain('Draft goal, not published');
    expect(preview.querySelector('[role="note"]')?.textContent).toBe(
      'Preview: this page shows site content that is not published. Visitors see it once it is published.',
    );
    expect(preview.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    const arabic = documentOf(await render(request(link.paths.ar)));
    expect(link.paths.ar).toBe(`/ar${link.paths.en}`);
    expect(arabic.body.textContent).toContain('هدف في مسودة لم تنشر');
    expect(arabic.querySelector('[role="note"]')?.textContent).toMatch(/^معاينة: /);

    // Visitors still read what is published, from the cache or not.
    const visitors = documentOf(await render(request('/about'))).body.textContent;
    expect(visitors).toBe(published);
    expect(visitors).not.toContain('Draft goal');

    // A dead link is the dead-link page, never the published texts taken for the draft.
    const revoked = await fetch(`${bff.url}${staffSitePath('about', 'previews', link.id)}`, {
      method: 'DELETE',
      headers: { ...XHR, cookie },
    });
    expect(revoked.status).toBe(200);
    for (const url of [link.paths.en, '/about?token=not-a-token']) {
      const dead = await render(request(url));
      expect(dead.status).toBe(404);
      expect(dead.headers['Cache-Control']).toBe('no-store');
      const body = documentOf(dead).body.textContent;
      expect(body).toContain('Preview Not Available');
      expect(body).not.toContain('Draft goal');
    }
    await saveDraft('about', SITE_CONTENT_DEFAULTS.about);
  });
});
