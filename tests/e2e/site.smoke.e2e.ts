import { $, browser, expect } from '@wdio/globals';
import { baseUrl } from './support/baseUrl';
import {
  loadedResources,
  recordBrowserProblems,
  type BrowserProblems,
} from './support/browserProblems';
import { rawGet } from './support/http';
import { hydrated } from './support/hydrated';

const FOOTER_WITH_TAGLINE =
  '//footer[contains(normalize-space(.), "Simplifying Finance. Empowering Growth")]';

describe('public site through nginx', () => {
  let problems: BrowserProblems;

  before(async () => {
    problems = await recordBrowserProblems(new URL(baseUrl()).origin);
  });

  beforeEach(() => problems.clear());

  it('notices an uncaught error in the page (self-check of the error collector)', async () => {
    await browser.url('/');
    await browser.execute(() => {
      setTimeout(() => {
        throw new Error('e2e-probe uncaught');
      }, 0);
      console.error('e2e-probe console');
    });
    await problems.waitForConsoleError('e2e-probe uncaught');
    await problems.waitForConsoleError('e2e-probe console');
  });

  it('renders the home page with components of the federated kit and no errors', async () => {
    await browser.url('/');
    await hydrated();

    await expect($(FOOTER_WITH_TAGLINE)).toBeDisplayed();
    await expect($('button*=Get in touch')).toBeDisplayed();

    expect(await loadedResources()).toContain('/shared-ui/remoteEntry.js');
    // Give late work (data requests, lazy chunks) a moment to report before judging.
    await browser.pause(500);
    expect(problems.consoleErrors()).toEqual([]);
    expect(problems.failedResponses()).toEqual([]);
  });

  it('answers every route with its page rendered on the server, unknown ones with 404', async () => {
    for (const [route, h1] of [
      ['/', 'Your finance team, simplified.'],
      ['/services', 'Our Services'],
      ['/packages', 'Our Packages'],
      ['/contact', 'Get in Touch'],
    ] as const) {
      const response = await rawGet(route);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      const h1s = [...response.text().matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((match) =>
        (match[1] ?? '').replace(/<[^>]+>/g, ''),
      );
      expect(h1s).toEqual([h1]);
    }
    const missing = await rawGet('/no/such/page');
    expect(missing.status).toBe(404);
    expect(missing.text()).toContain(
      '<meta data-react-helmet="true" name="robots" content="noindex"/>',
    );

    await browser.url('/about');
    await expect($(FOOTER_WITH_TAGLINE)).toBeDisplayed();
    expect(problems.consoleErrors()).toEqual([]);
  });

  it('answers a missing asset with 404 instead of the app page', async () => {
    for (const missing of ['/missing.0123abcd.js', '/shared-ui/missing.js', '/shared-ui/']) {
      const response = await rawGet(missing);
      expect(response.status).toBe(404);
      // Never the year-long cache of a hashed file: a 404 must not outlive the next deploy.
      expect(response.headers['cache-control'] ?? 'no-cache').toBe('no-cache');
    }
  });
});
