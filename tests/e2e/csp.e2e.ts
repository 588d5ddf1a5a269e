import { mkdtempSync, writeFileSync } from 'node:fs';
import { en } from '@app/site/messages/en';
import os from 'node:os';
import path from 'node:path';
import { $, $$, browser, expect } from '@wdio/globals';
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from '@app/server-kit/securityHeaders';
import { E2E_ADMIN } from '../stack/testAccounts';
import { deletePost, PNG_1X1, samplePost, savePost, signIn } from './support/api';
import { baseUrl } from './support/baseUrl';
import { panelTexts, slotsSettled } from './support/bookingPanel';
import { recordBrowserProblems, type BrowserProblems } from './support/browserProblems';
import { HASHED_NAME, rawGet, referencedAssets, type RawResponse } from './support/http';
import { hydrated } from './support/hydrated';
import { PRIVATE_PAGE_HEADERS, PRIVATE_PAGE_PATHS } from './support/privatePages';

/** What the page's `securitypolicyviolation` event said. */
interface Violation {
  page: string;
  effectiveDirective: string;
  blockedURI: string;
  sourceFile: string;
  lineNumber: number;
  sample: string;
}

/** Images from this host are refused by img-src: each check ends with one, as a marker. */
const CANARY_ORIGIN = 'http://csp-canary.invalid';

function expectSecurityHeaders(response: RawResponse): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    // Node joins a repeated header with ", ": equality also proves it came once.
    expect([name, response.headers[name.toLowerCase()]]).toEqual([name, value]);
  }
}

describe('the Content-Security-Policy through nginx: every page runs under it, and it bites', () => {
  const violations: Violation[] = [];
  let problems: BrowserProblems;
  let canaries = 0;
  let origin: string;
  let cookie: string;
  let article: ReturnType<typeof samplePost>;
  let imageFile: string;

  before(async () => {
    origin = new URL(baseUrl()).origin;
    // A preload script (WebDriver BiDi) runs in every new document before any of its own
    // scripts, so a violation while the HTML is parsed or the app boots is seen too.
    const listener = await browser.addInitScript((emit: (violation: Violation) => void) => {
      document.addEventListener(
        'securitypolicyviolation',
        (event) =>
          emit({
            page: location.pathname,
            effectiveDirective: event.effectiveDirective,
            blockedURI: event.blockedURI,
            sourceFile: event.sourceFile,
            lineNumber: event.lineNumber,
            sample: event.sample,
          }),
        true,
      );
    });
    listener.on('data', (violation: Violation) => violations.push(violation));
    problems = await recordBrowserProblems(origin);

    cookie = await signIn(origin);
    article = samplePost('CSP check');
    article.content =
      '## Under the policy\n\nA paragraph, a [link](/about) and a list:\n\n- one\n- two\n';
    const saved = await savePost(origin, cookie, article, { image: PNG_1X1 });
    expect(saved.status).toBe(201);

    const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-csp-'));
    imageFile = path.join(dir, 'preview.png');
    writeFileSync(imageFile, PNG_1X1);
  });

  after(async () => {
    if (cookie && article) await deletePost(origin, cookie, article.slug);
  });

  beforeEach(async () => {
    violations.length = 0;
    problems.clear();
  });

  /**
   * Makes one violation of its own and waits until the listener reports it: the reports arrive in
   * order, so every violation of the page so far has arrived too, and the listener is proven live.
   * Then nothing but the marker may have been reported, in events or in the console.
   */
  async function expectNoViolation(): Promise<void> {
    canaries += 1;
    const marker = `${CANARY_ORIGIN}/${canaries}.png`;
    await browser.execute((src: string) => {
      new Image().src = src;
    }, marker);
    await browser.waitUntil(() => violations.some((violation) => violation.blockedURI === marker), {
      timeout: 10_000,
      timeoutMsg: 'the violation listener reported nothing',
    });
    expect(
      violations.filter((violation) => !violation.blockedURI.startsWith(CANARY_ORIGIN)),
    ).toEqual([]);
    const cspConsole = problems
      .consoleErrors()
      .filter(
        (problem) =>
          /Content Security Policy|Refused to/i.test(problem.text) &&
          !problem.text.includes(CANARY_ORIGIN),
      );
    expect(cspConsole).toEqual([]);
  }

  it('sends the policy and the other headers on a page, a JS file, an API answer and the admin', async () => {
    const page = await rawGet('/');
    expect(page.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expectSecurityHeaders(page);
    const script = referencedAssets(page.text(), '/').find(
      (asset) => asset.endsWith('.js') && HASHED_NAME.test(asset),
    );
    expect(script).toBeDefined();
    expectSecurityHeaders(await rawGet(script ?? ''));
    expectSecurityHeaders(await rawGet('/shared-ui/remoteEntry.js'));
    const api = await rawGet('/api/posts');
    expect(api.status).toBe(200);
    expectSecurityHeaders(api);
    expectSecurityHeaders(await rawGet('/admin/'));
    // Plain HTTP here: no HSTS.
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps the private pages private through nginx: no-store, noindex and no referrer', async () => {
    for (const pathname of PRIVATE_PAGE_PATHS) {
      const response = await rawGet(pathname);
      const headers = Object.fromEntries(
        Object.keys(PRIVATE_PAGE_HEADERS).map((name) => [name, response.headers[name]]),
      );
      expect({ pathname, headers }).toEqual({ pathname, headers: PRIVATE_PAGE_HEADERS });
      // Every other security header as on any page, each sent once.
      expectSecurityHeaders({
        ...response,
        headers: { ...response.headers, 'referrer-policy': SECURITY_HEADERS['Referrer-Policy'] },
      });
    }
  });

  for (const pathname of ['/', '/about', '/services', '/packages', '/blog', '/ar', '/ar/contact']) {
    it(`renders and hydrates ${pathname} without a violation`, async () => {
      await browser.url(pathname);
      await hydrated();
      await expectNoViolation();
    });
  }

  it('renders an article (page state and JSON-LD data blocks, its image) without a violation', async () => {
    await browser.url(`/blog/${article.slug}`);
    await hydrated();
    await expect($(`h1=${article.title}`)).toBeDisplayed();
    // Data blocks are not script CSP runs or refuses: both are in the page and were read.
    expect(await $$('script[type="application/ld+json"]').length).toBeGreaterThan(0);
    await expect($('script#page-state[type="application/json"]')).toBeExisting();
    await expectNoViolation();
  });

  it('opens the booking panel on /contact (date picker and time zones) without a violation', async () => {
    await browser.url('/contact');
    await hydrated();
    await $('label*=book a meeting').click();
    await expect($('[data-scheduling-panel]')).toBeDisplayed();
    await slotsSettled(panelTexts(en));
    await expectNoViolation();
  });

  it('shows the admin login without a violation', async () => {
    await browser.deleteCookies();
    await browser.url('/admin/');
    await expect($('h1=Admin Portal')).toBeDisplayed();
    await expectNoViolation();
  });

  it('signs in to the dashboard without a violation', async () => {
    await $('input[name="username"]').setValue(E2E_ADMIN.username);
    await $('input[name="password"]').setValue(E2E_ADMIN.password);
    await $('button[type="submit"]').click();
    await expect($('h1=Content Library')).toBeDisplayed();
    await expectNoViolation();
  });

  it('previews chosen images in the editor (blob: URLs, the live article preview) without a violation', async () => {
    await $('button=Create New Post').click();
    const dialog = $('[role="dialog"]');
    await expect(dialog).toBeDisplayed();
    await dialog.$('input[name="title"]').setValue('Policy preview');
    await dialog.$('input[name="image"]').setValue(imageFile);
    await expect(dialog.$('img[alt="Featured image preview"][src^="blob:"]')).toBeDisplayed();
    await dialog.$('textarea[name="content"]').setValue('Before the image.\n\n');
    await dialog.$('button=Add Image').click();
    await dialog.$('input[name="contentImageFile"]').setValue(imageFile);
    await dialog.$('button=Add to post').click();
    await dialog.$('//button[starts-with(normalize-space(), "Insert")]').click();
    await expect(dialog.$('.article-body img[src^="blob:"]')).toBeExisting();
    await expectNoViolation();
  });

  it('refuses inline script, inline handlers, eval and foreign script', async () => {
    await browser.url('/');
    await hydrated();
    const ran = await browser.execute(() => {
      const flags = window as unknown as Record<string, unknown>;
      const inline = document.createElement('script');
      inline.textContent = 'window.cspInlineRan = true;';
      document.body.append(inline);
      const handler = document.createElement('button');
      handler.setAttribute('onclick', 'window.cspHandlerRan = true;');
      document.body.append(handler);
      handler.click();
      // A string for the page to compile later (eval called from here would run with WebDriver's
      // own rights, which CSP does not limit).
      window.setTimeout('window.cspTimerRan = true;', 0);
      const foreign = document.createElement('script');
      foreign.src = 'https://csp-foreign.invalid/x.js';
      document.body.append(foreign);
      return { inline: flags.cspInlineRan === true, handler: flags.cspHandlerRan === true };
    });
    expect(ran).toEqual({ inline: false, handler: false });
    await browser.waitUntil(() => violations.length >= 4, {
      timeout: 10_000,
      timeoutMsg: `expected four violations, got ${JSON.stringify(violations)}`,
    });
    expect(
      await browser.execute(() => (window as unknown as Record<string, unknown>).cspTimerRan),
    ).toBeUndefined();
    expect(
      violations.map(({ effectiveDirective, blockedURI }) => [effectiveDirective, blockedURI]),
    ).toEqual(
      expect.arrayContaining([
        ['script-src-elem', 'inline'],
        ['script-src-attr', 'inline'],
        ['script-src', 'eval'],
        ['script-src-elem', 'https://csp-foreign.invalid/x.js'],
      ]),
    );
  });
});
