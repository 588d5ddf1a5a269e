import { $, $$, browser, expect } from '@wdio/globals';
import {
  staffSitePath,
  type SiteDocument,
  type StaffSiteDocument,
} from '@app/contract/siteContent';
import { E2E_ADMIN } from '../stack/testAccounts';
import { CSRF, signIn } from './support/api';
import { baseUrl } from './support/baseUrl';

const PRICE = '1750';
const TITLE = { en: `Bookkeeping ${Date.now().toString(36)}`, ar: 'مسك الدفاتر والتقارير' };

/** A page through nginx, asked enough times to reach both replicas (each with its page cache). */
async function pagesThroughNginx(path: string, times = 4): Promise<string[]> {
  const pages: string[] = [];
  for (let n = 0; n < times; n += 1) {
    const response = await fetch(`${baseUrl()}${path}`);
    expect(response.status).toBe(200);
    pages.push(await response.text());
  }
  return pages;
}

/** Resets a document to the defaults and publishes them, as the admin, outside the browser. */
async function resetToDefaults(cookie: string, document: SiteDocument): Promise<void> {
  const headers = { ...CSRF, Cookie: cookie, 'Content-Type': 'application/json' };
  const url = `${baseUrl()}${staffSitePath(document)}`;
  const opened = (await (await fetch(url, { headers })).json()) as StaffSiteDocument;
  const reset = await fetch(`${baseUrl()}${staffSitePath(document, 'reset')}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ version: opened.version }),
  });
  const { version } = (await reset.json()) as StaffSiteDocument;
  const published = await fetch(`${baseUrl()}${staffSitePath(document, 'publish')}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ version }),
  });
  expect(published.status).toBe(200);
}

/** Saves the open tab's draft and publishes it. */
async function saveAndPublish(): Promise<void> {
  await $('button=Save draft').click();
  await expect($('p=Draft saved')).toBeDisplayed();
  await $('button=Publish').click();
  await expect($('*=Published: the site shows it on the next page load')).toBeDisplayed();
}

describe('site content through nginx and two BFF replicas', () => {
  // The other specs read the texts a fresh install shows.
  after(async () => {
    const cookie = await signIn(baseUrl());
    await resetToDefaults(cookie, 'packages');
    await resetToDefaults(cookie, 'services');
  });

  it('an admin changes a price and a service title in both languages, and every page shows them on the next request', async () => {
    // Read once before: the replicas' page caches hold the old pages.
    expect((await pagesThroughNginx('/packages')).every((page) => page.includes('$1,500'))).toBe(
      true,
    );

    await browser.deleteCookies();
    await browser.url('/admin/');
    await $('input[name="username"]').setValue(E2E_ADMIN.username);
    await $('input[name="password"]').setValue(E2E_ADMIN.password);
    await $('button[type="submit"]').click();
    await expect($('h1=Content Library')).toBeDisplayed();
    await $('nav[aria-label="Staff screens"]').$('a=Site content').click();
    await expect($('h1=Site content')).toBeDisplayed();

    await $('button[role="tab"]=Packages').click();
    // The tab reads its document first: one price input per package once it is there.
    await browser.waitUntil(async () => (await $$('input[type="number"]').length) === 3);
    const prices = await $$('input[type="number"]');
    await prices[1]!.setValue(PRICE);
    await $('button=Save draft').click();
    await expect($('p=Draft saved')).toBeDisplayed();
    // A preview link shows the saved draft on the real page, to no cache; visitors keep the price.
    await $('button=Preview').click();
    await $('button=Create preview link').click();
    const link = $('aria/Preview link — English');
    await link.waitForDisplayed();
    const preview = await fetch(await link.getValue());
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('no-store');
    const previewPage = await preview.text();
    expect(previewPage).toContain('$1,750');
    expect(previewPage).toContain('Preview: this page shows site content that is not published.');
    for (const page of await pagesThroughNginx('/packages')) expect(page).toContain('$1,500');
    await $('button=Publish').click();
    await expect($('*=Published: the site shows it on the next page load')).toBeDisplayed();

    await $('button[role="tab"]=Services').click();
    await $('aria/Title — English').waitForDisplayed();
    await $('aria/Title — English').setValue(TITLE.en);
    await $('aria/Title — Arabic').setValue(TITLE.ar);
    await saveAndPublish();

    for (const page of await pagesThroughNginx('/packages')) {
      expect(page).toContain('$1,750');
      expect(page).not.toContain('$1,500');
      expect(page).toContain('Prices exclude VAT');
    }
    for (const page of await pagesThroughNginx('/')) {
      expect(page).toContain('"price":1750');
      expect(page).toContain('"valueAddedTaxIncluded":false');
    }
    for (const page of await pagesThroughNginx('/services')) expect(page).toContain(TITLE.en);
    for (const page of await pagesThroughNginx('/ar/services')) expect(page).toContain(TITLE.ar);

    // A restore makes a draft of a revision (here the defaults the reset saved), never a publish.
    await $('button=Reset to defaults').click();
    await expect($('p=The defaults are the draft now: publish to show them')).toBeDisplayed();
    await $('button=Revisions').click();
    await $('button*=Compare with now').waitForDisplayed();
    const [newest] = await $$('button*=Restore as draft');
    await newest!.click();
    await expect($('p=The revision is the draft now: publish to show it')).toBeDisplayed();
    await expect($('*=not published yet')).toBeDisplayed();
    for (const page of await pagesThroughNginx('/services')) expect(page).toContain(TITLE.en);
  });
});
