/**
 * @jest-environment node
 */
import { JSDOM } from 'jsdom';
import { startSiteContentApi } from '../test/siteContentApi';
import { renderPage } from './renderPage';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><script defer src="/main.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

let api: Awaited<ReturnType<typeof startSiteContentApi>>;
beforeAll(async () => {
  api = await startSiteContentApi();
});
afterAll(() => api.close());

/** `/about` reads only the site content from the BFF. */
async function renderAbout(locale: 'en' | 'ar') {
  const result = await renderPage({
    url: '/about',
    origin: 'https://finance.example',
    apiOrigin: api.origin,
    template: TEMPLATE,
    locale,
  });
  expect(result.status).toBe(200);
  return result.html;
}

describe('the Arabic webfont in the page', () => {
  // A preloaded font holds the first paint while it loads: the page paints in its measured
  // fallback and swaps when the face arrives, as soon as its inline styles ask for it.
  it('an Arabic page declares the faces in its head and preloads none of them', async () => {
    const html = await renderAbout('ar');
    const { document } = new JSDOM(html).window;
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
    const styles = [...document.head.querySelectorAll('style')].map((style) => style.textContent);
    expect(styles.join('')).toContain('font-family:"IBM Plex Sans Arabic"');
    expect(styles.join('')).toContain('size-adjust:92.56%');
  });

  it('an English page names no Arabic font at all, so it downloads none', async () => {
    const html = await renderAbout('en');
    expect(html).not.toMatch(/woff2|IBM Plex|@font-face|Arabic Fallback/);
  });

  it("an English page sets its Arabic words in the platform's UI face; an Arabic page does not", async () => {
    const english = new JSDOM(await renderAbout('en')).window.document;
    // The language switch, in the bar and in the drawer.
    expect(english.querySelectorAll('a[lang="ar"]')).toHaveLength(2);
    const englishStyles = [...english.head.querySelectorAll('style')].map((s) => s.textContent);
    expect(englishStyles.join('')).toContain('[lang="ar"]{font-family:system-ui,sans-serif;}');
    const arabic = await renderAbout('ar');
    expect(arabic).not.toContain('[lang="ar"]{font-family:system-ui');
  });
});
