/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { loadConfig, startServer, type RunningServer, silentLogger } from '@app/bff/testing';
import { responsiveImage } from '@app/contract/media';
import { HERO_IMAGE_SIZES } from '../article/ArticleView';
import { CARD_IMAGE_SIZES } from '../blog/PostCard';
import { servicesOf } from '../services/services';
import { proofItemsOf } from '../about/proofItems';
import { publishedDefaults } from '../test/siteContentKit';

const SERVICES = servicesOf(publishedDefaults());
const PROOF_ITEMS = proofItemsOf(publishedDefaults());
import { renderPage } from './renderPage';

/** The shape of the built index.html: what the renderer fills. */
const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><script defer src="/main.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
const ORIGIN = 'https://finance.example';

let bff: RunningServer;
let dataDir: string;
let postSlug: string;

beforeAll(async () => {
  // The real BFF on SQLite with the demo posts: the renderer reads through its HTTP API.
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'render-test-'));
  const config = loadConfig(
    { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'silent' },
    dataDir,
  );
  bff = await startServer(config, { logger: silentLogger });
  const posts = (await (await fetch(`${bff.url}/api/posts`)).json()) as { slug: string }[];
  postSlug = posts[0]?.slug ?? '';
}, 60_000);

afterAll(async () => {
  await bff.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function render(url: string) {
  const result = await renderPage({ url, origin: ORIGIN, apiOrigin: bff.url, template: TEMPLATE });
  const { document } = new JSDOM(result.html).window;
  const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content');
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as { '@type': string },
  );
  return {
    status: result.status,
    document,
    h1s: [...document.querySelectorAll('h1')].map((h1) => h1.textContent),
    title: document.title,
    description: meta('meta[name="description"]'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    ogTitle: meta('meta[property="og:title"]'),
    ogType: meta('meta[property="og:type"]'),
    robots: meta('meta[name="robots"]'),
    jsonLdTypes: jsonLd.map((data) => data['@type']),
  };
}

describe('server rendering in the language of the address', () => {
  it.each(['/ar', '/ar/about', '/ar/services', '/ar/packages', '/ar/blog', '/ar/contact'])(
    '%s arrives in Arabic, right to left, its canonical URL its own',
    async (url) => {
      const page = await render(url);
      const html = page.document.documentElement;
      expect(page.status).toBe(200);
      expect([html.getAttribute('lang'), html.getAttribute('dir')]).toEqual(['ar', 'rtl']);
      expect(page.h1s).toHaveLength(1);
      expect(page.h1s[0]).toMatch(/[\u0600-\u06FF]/);
      expect(page.canonical).toBe(`${ORIGIN}${url}`);
    },
  );
});

// The page's heading and text, then the section with its own label: an h2 under the one h1.
describe('the services and packages pages keep their section headers', () => {
  it.each([
    [
      '/services',
      'services',
      'Our Services',
      'Our Services',
      'Comprehensive financial solutions designed to help your business grow',
    ],
    [
      '/ar/services',
      'services',
      'خدماتنا',
      'خدماتنا',
      'حلول مالية متكاملة مصممة لمساعدة شركتك على النمو',
    ],
    [
      '/packages',
      'packages',
      'Our Packages',
      'Choose Your Package',
      'Flexible solutions for businesses at every stage',
    ],
    ['/ar/packages', 'packages', 'باقاتنا', 'اختر باقتك', 'حلول مرنة للشركات في كل مراحلها'],
  ])(
    '%s: the h1, then the #%s section under its label and subtitle',
    async (url, id, h1, label, subtitle) => {
      const { document } = await render(url);
      const outline = [...document.querySelectorAll('main h1, main h2')].map((heading) => [
        heading.tagName,
        heading.textContent,
      ]);
      expect(outline.slice(0, 2)).toEqual([
        ['H1', h1],
        ['H2', label],
      ]);
      const section = document.getElementById(id);
      const sectionHeading = section?.querySelector('h2');
      expect(sectionHeading?.textContent).toBe(label);
      expect(section?.getAttribute('aria-labelledby')).toBe(sectionHeading?.id);
      expect(section?.textContent).toContain(subtitle);
    },
  );
});

describe('server rendering, as a crawler without JavaScript sees it', () => {
  it.each([
    ['/', 'Your finance team, simplified.', ['Organization', 'ProfessionalService']],
    ['/about', undefined, ['Organization']],
    ['/services', 'Our Services', ['Organization']],
    ['/packages', 'Our Packages', ['Organization']],
    ['/blog', 'Latest Insights', ['Organization']],
    ['/contact', 'Get in Touch', ['Organization']],
  ])('%s arrives with its h1, head and structured data', async (url, h1, types) => {
    const page = await render(url);

    expect(page.status).toBe(200);
    expect(page.h1s).toHaveLength(1);
    if (h1) expect(page.h1s[0]).toBe(h1);
    expect(page.title).not.toBe('');
    expect(page.description).toEqual(expect.any(String));
    expect(page.canonical).toBe(`${ORIGIN}${url}`);
    expect(page.ogTitle).toBe(page.title);
    expect(page.robots).toBeUndefined();
    expect(page.jsonLdTypes).toEqual(expect.arrayContaining(types));
    // Styles arrive inlined with the markup: nothing paints unstyled.
    expect(page.document.querySelector('style[data-emotion]')).not.toBeNull();
    // The data the page read travels with it, so the browser does not fetch it again.
    expect(page.document.getElementById('page-state')?.textContent).toContain('"queries"');
  });

  it('renders an article from the database with its og tags and Article JSON-LD', async () => {
    const post = (await (await fetch(`${bff.url}/api/posts/${postSlug}`)).json()) as {
      title: string;
    };

    const page = await render(`/blog/${postSlug}`);

    expect(page.status).toBe(200);
    expect(page.h1s).toEqual([post.title]);
    expect(page.title).toContain(post.title);
    expect(page.ogType).toBe('article');
    expect(page.canonical).toBe(`${ORIGIN}/blog/${postSlug}`);
    expect(page.jsonLdTypes).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));
  });

  it('sends every demo article whole: its body in place and no script the CSP would refuse', async () => {
    const posts = (await (await fetch(`${bff.url}/api/posts`)).json()) as { slug: string }[];
    for (const { slug } of posts) {
      const page = await render(`/blog/${slug}`);
      // A part React outlined (its long articles' bodies were) waits hidden for an inline script.
      expect({
        slug,
        outlined: page.document.querySelector('[hidden][id^="S:"]') !== null,
      }).toEqual({ slug, outlined: false });
      expect(page.document.querySelector('main .article-body')).not.toBeNull();
      // script-src 'self': only data blocks may be inline.
      const inline = [...page.document.querySelectorAll<HTMLScriptElement>('script:not([src])')]
        .filter((script) => !['application/ld+json', 'application/json'].includes(script.type))
        .map((script) => script.outerHTML.slice(0, 80));
      expect({ slug, inline }).toEqual({ slug, inline: [] });
    }
  });

  it('writes the images of the demo post with srcset, sizes and their size (server = browser)', async () => {
    const posts = (await (await fetch(`${bff.url}/api/posts`)).json()) as {
      slug: string;
      imagePath: string | null;
    }[];
    const featured = posts.find((post) => post.imagePath !== null)!;
    // The demo banner: a 1200×630 original and its 480 and 960 WebP variants.
    const expected = responsiveImage(featured.imagePath!);
    expect(expected.srcSet).toMatch(/ 480w, .* 960w, .* 1200w$/);

    const article = await render(`/blog/${featured.slug}`);
    const hero = article.document.querySelector('article img')!;
    expect(hero.getAttribute('src')).toBe(expected.src);
    expect(hero.getAttribute('srcset')).toBe(expected.srcSet);
    expect(hero.getAttribute('sizes')).toBe(HERO_IMAGE_SIZES);
    expect([hero.getAttribute('width'), hero.getAttribute('height')]).toEqual(['1200', '630']);
    expect(hero.getAttribute('fetchpriority')).toBe('high');
    expect(hero.getAttribute('loading')).toBe('eager');

    const home = await render('/');
    const card = home.document.querySelector(`a[href="/blog/${featured.slug}"] img`)!;
    expect(card.getAttribute('srcset')).toBe(expected.srcSet);
    expect(card.getAttribute('sizes')).toBe(CARD_IMAGE_SIZES);
    expect(card.getAttribute('loading')).toBe('lazy');
    expect([card.getAttribute('width'), card.getAttribute('height')]).toEqual(['1200', '630']);
  });

  it.each(['/', '/services'])(
    '%s holds every service dialog, closed, each opened by its card with no script',
    async (url) => {
      const { document } = await render(url);

      const cards = [...document.querySelectorAll('#services button[command="show-modal"]')];
      expect(cards.map((card) => card.textContent)).toEqual(
        SERVICES.map((service) => `Learn more about ${service.title}`),
      );
      // The arrow after the words is an icon that turns round in right-to-left text.
      cards.forEach((card) => expect(card.querySelector('svg[data-mirror-in-rtl]')).not.toBeNull());
      cards.forEach((card, index) => {
        const service = SERVICES[index]!;
        const dialog = document.getElementById(card.getAttribute('commandfor') ?? '');
        expect(dialog?.tagName).toBe('DIALOG');
        expect(dialog?.hasAttribute('open')).toBe(false);
        const title = document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '');
        expect(title?.textContent).toBe(service.title);
        expect(dialog?.textContent).toContain(service.content.intro);
        expect(dialog?.textContent).toContain(service.content.deliverables[0]);
      });
    },
  );

  it('/about holds the proof-of-work dialogs, closed', async () => {
    const { document } = await render('/about');

    const dialogs = [...document.querySelectorAll('dialog[id^="proof-modal-"]')];
    expect(dialogs.map((dialog) => dialog.hasAttribute('open'))).toEqual(
      PROOF_ITEMS.map(() => false),
    );
    dialogs.forEach((dialog, index) => {
      const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
      expect(title?.textContent).toBe(PROOF_ITEMS[index]!.title);
      expect(dialog.textContent).toContain('Click to upload image');
    });
  });

  it.each(['/no-such-page', '/blog/no-such-post'])(
    '%s answers 404 with the not-found page and noindex',
    async (url) => {
      const page = await render(url);

      expect(page.status).toBe(404);
      expect(page.robots).toBe('noindex');
      expect(page.h1s).toHaveLength(1);
      expect(page.h1s[0]).toMatch(/^404/);
    },
  );
});

describe('popovers a tap opens', () => {
  /** The animation names of the rules that style `element` while it is open. */
  function openAnimations(document: Document, element: Element): string[] {
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    return [...element.classList].flatMap((name) =>
      [...css.matchAll(new RegExp(`\\.${name}:popover-open\\{([^}]*)\\}`, 'g'))].flatMap(
        ([, body]) => [...(body ?? '').matchAll(/animation-name:([^;]+)/g)].map(([, v]) => v ?? ''),
      ),
    );
  }

  // A fade starts from transparent: nothing would show until the frame after the tap's.
  it.each(['/', '/contact', '/packages', '--article'])(
    'on %s show from the first frame: they grow or slide in, none fades in',
    async (url) => {
      const page = await render(url === '--article' ? `/blog/${postSlug}` : url);
      const popovers = [...page.document.querySelectorAll('[popover]')];
      const animations = popovers.flatMap((popover) => openAnimations(page.document, popover));
      expect(popovers.length).toBeGreaterThan(0);
      expect(animations.length).toBeGreaterThan(0);
      expect(animations.filter((name) => name.includes('fade'))).toEqual([]);
    },
  );
});
