/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, startServer, type RunningServer, silentLogger } from '@app/bff/testing';
import { JSDOM } from 'jsdom';
import { PRIVACY_NOTICE_DEFAULT } from '@app/contract/privacyNoticeDefaults';
import { staffSitePath, type StaffSiteDocument } from '@app/contract/siteContent';
import { createPageRenderer } from '../server/pageRenderer';

// Renders pages against a real BFF on a machine other suites share.
jest.setTimeout(60_000);

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"></head>' +
  '<body><div id="root"></div></body></html>';
const ADMIN = { username: 'privacy-admin', password: 'privacy-admin-password' };
const XHR = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };

let bff: RunningServer;
let dataDir: string;
let distDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'privacy-page-'));
  distDir = mkdtempSync(path.join(os.tmpdir(), 'privacy-page-dist-'));
  writeFileSync(path.join(distDir, 'index.html'), TEMPLATE);
  const config = loadConfig(
    {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    },
    dataDir,
  );
  bff = await startServer(config, { logger: silentLogger });
}, 60_000);

afterAll(async () => {
  await bff.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(distDir, { recursive: true, force: true });
});

const request = (url: string) => ({ url, headers: { host: 'finance.example' } });
const documentOf = (page: { status?: number; body: string | Uint8Array }) =>
  new JSDOM(Buffer.from(page.body).toString('utf8')).window.document;

/** Saves `draft` as the privacy notice and publishes it, as an admin. */
async function publishNotice(draft: unknown) {
  const login = await fetch(`${bff.url}/api/login`, {
    method: 'POST',
    headers: XHR,
    body: JSON.stringify(ADMIN),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const url = `${bff.url}${staffSitePath('privacy')}`;
  const opened = (await (await fetch(url, { headers: { cookie } })).json()) as StaffSiteDocument;
  const saved = await fetch(url, {
    method: 'PUT',
    headers: { ...XHR, cookie },
    body: JSON.stringify({ version: opened.version, draft }),
  });
  expect(saved.status).toBe(200);
  const { version } = (await saved.json()) as StaffSiteDocument;
  const published = await fetch(`${bff.url}${staffSitePath('privacy', 'publish')}`, {
    method: 'POST',
    headers: { ...XHR, cookie },
    body: JSON.stringify({ version }),
  });
  expect(published.status).toBe(200);
}

describe('the privacy notice', () => {
  it('is a page in both languages, linked from the footer and under the contact form', async () => {
    const render = createPageRenderer({ distDir, apiOrigin: bff.url, cacheEntries: 50 });
    for (const [address, language] of [
      ['/privacy', 'en'],
      ['/ar/privacy', 'ar'],
    ] as const) {
      const page = await render(request(address));
      expect(page.status).toBe(200);
      const doc = documentOf(page);
      const notice = PRIVACY_NOTICE_DEFAULT;
      expect(doc.querySelector('h1')?.textContent).toBe(notice.title[language]);
      expect([...doc.querySelectorAll('article h2')].map((h) => h.textContent)).toEqual(
        notice.sections.map((section) => section.heading[language]),
      );
      expect(doc.body.textContent).toContain(notice.sections[2]!.body[language]);
      expect(doc.querySelector('title')?.textContent).toContain(notice.title[language]);
      expect(doc.querySelector(`footer a[href="${address}"]`)).not.toBeNull();
      const contact = documentOf(
        await render(request(language === 'en' ? '/contact' : '/ar/contact')),
      );
      expect(contact.querySelector(`form a[href="${address}"]`)).not.toBeNull();
    }
    // Every other page's state leaves the notice out: only its page reads it.
    const home = await render(request('/'));
    expect(Buffer.from(home.body).toString('utf8')).not.toContain(
      PRIVACY_NOTICE_DEFAULT.sections[0]!.body.en,
    );
  });

  it('shows what staff publish, in each language', async () => {
    const render = createPageRenderer({ distDir, apiOrigin: bff.url, cacheEntries: 50 });
    await publishNotice({
      ...PRIVACY_NOTICE_DEFAULT,
      title: { en: 'How we handle your data', ar: 'كيف نتعامل مع بياناتك' },
    });
    expect(documentOf(await render(request('/privacy'))).querySelector('h1')?.textContent).toBe(
      'How we handle your data',
    );
    expect(documentOf(await render(request('/ar/privacy'))).querySelector('h1')?.textContent).toBe(
      'كيف نتعامل مع بياناتك',
    );
  });
});
