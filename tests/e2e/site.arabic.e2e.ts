import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { $, browser, expect } from '@wdio/globals';
import { ar } from '@app/site/messages/ar';
import { waitForMail } from '../stack/mailbox';
import { ARTIFACTS_DIR } from '../stack/paths';
import { baseUrl } from './support/baseUrl';
import { calendarOf, managePathIn, recipients } from './support/bookingMails';
import { bookingPanel, panelTexts } from './support/bookingPanel';
import { recordBrowserProblems, type BrowserProblems } from './support/browserProblems';
import { samplePost, savePost, signIn } from './support/api';
import { rawGet } from './support/http';
import { hydrated } from './support/hydrated';
import { SITE_CONTENT_DEFAULTS } from '@app/contract/siteContentDefaults';

/** The services a fresh install publishes. */
const ARABIC_SERVICES = SITE_CONTENT_DEFAULTS.services.services;

// The Arabic site through nginx and two renderer replicas, read with the Arabic catalogue's own
// words. Every page is photographed at both widths for a reader of Arabic to review.

const SCREENSHOTS = path.join(ARTIFACTS_DIR, 'screenshots', 'ar');
const WIDTHS = [375, 1280] as const;
const ARABIC_LETTERS = /[\u0600-\u06FF]/;

/** An English post and its Arabic translation, written for this spec through the admin API. */
const ORIGINAL = samplePost('Arabic switch original');
const TRANSLATION = {
  ...samplePost('Arabic switch translation'),
  title: 'متى تحتاج الشركة الناشئة إلى مدير مالي بدوام جزئي؟',
  description: 'مقال تجريبي مترجم يكتبه اختبار الموقع العربي.',
  tags: 'اختبار',
  content: '## مقدمة\n\nنص المقال باللغة العربية، مع رقم 5% وكلمة Xero في السطر.',
  language: 'ar' as const,
  translationOf: ORIGINAL.slug,
};
const ENGLISH_ORIGINAL = `/blog/${ORIGINAL.slug}`;
const ARABIC_ARTICLE = `/ar/blog/${TRANSLATION.slug}`;

const PAGES = [
  { name: 'home', path: '/ar' },
  { name: 'about', path: '/ar/about' },
  { name: 'services', path: '/ar/services' },
  { name: 'packages', path: '/ar/packages' },
  { name: 'blog', path: '/ar/blog' },
  { name: 'article', path: ARABIC_ARTICLE },
  { name: 'contact', path: '/ar/contact' },
] as const;

interface Layout {
  lang: string | null;
  dir: string | null;
  scrollWidth: number;
  /** The viewport's width without its scroll bar. */
  viewport: number;
}

async function layout(): Promise<Layout> {
  return browser.execute(() => ({
    lang: document.documentElement.getAttribute('lang'),
    dir: document.documentElement.getAttribute('dir'),
    scrollWidth: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
}

/** The page is Arabic, right to left, and nothing sticks out sideways. */
async function expectArabicLayout(where: string): Promise<void> {
  const seen = await layout();
  expect({ where, lang: seen.lang, dir: seen.dir }).toEqual({ where, lang: 'ar', dir: 'rtl' });
  expect({ where, overflows: seen.scrollWidth > seen.viewport }).toEqual({
    where,
    overflows: false,
  });
}

/** The horizontal centre of an element, in viewport pixels. */
async function centreX(selector: string): Promise<number> {
  const element = await $(selector);
  const { x } = await element.getLocation();
  const { width } = await element.getSize();
  return x + width / 2;
}

async function screenshot(name: string, width: number): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await browser.saveScreenshot(path.join(SCREENSHOTS, `${name}-${width}.png`), { fullPage: true });
}

describe('the Arabic site, right to left, through nginx', () => {
  let problems: BrowserProblems;
  const slotQueries: string[] = [];

  before(async () => {
    const origin = new URL(baseUrl()).origin;
    const cookie = await signIn(origin);
    for (const post of [ORIGINAL, TRANSLATION]) {
      const saved = await savePost(origin, cookie, post);
      if (saved.status !== 201)
        throw new Error(`saving ${post.slug}: ${saved.status} ${saved.text}`);
    }
    problems = await recordBrowserProblems(origin);
    browser.on('network.responseCompleted', (event) => {
      const url = new URL(event.request.url);
      if (url.pathname === '/api/calendar/available-slots') slotQueries.push(url.search);
    });
  });

  beforeEach(() => {
    problems.clear();
  });

  for (const width of WIDTHS) {
    it(`renders every /ar page right to left with no sideways overflow at ${width} px`, async () => {
      await browser.setWindowSize(width, 900);
      for (const page of PAGES) {
        await browser.url(page.path);
        // As the server sent it, then live.
        await expectArabicLayout(`${page.path} as served`);
        await hydrated();
        await expectArabicLayout(`${page.path} live`);
        const home = `a[aria-label="${ar['nav.home']}"]`;
        const logo = await centreX(home);
        const viewport = (await layout()).viewport;
        // Mirrored: the logo starts the bar at the right, the menu (or the links) at the left.
        expect({ page: page.path, logoAtRight: logo > viewport / 2 }).toEqual({
          page: page.path,
          logoAtRight: true,
        });
        const other =
          width < 768
            ? `button[aria-label="${ar['nav.openMenu']}"]`
            : `nav[aria-label="${ar['nav.main']}"]`;
        expect({ page: page.path, otherBeforeLogo: (await centreX(other)) < logo }).toEqual({
          page: page.path,
          otherBeforeLogo: true,
        });
        await screenshot(page.name, width);
      }
      await browser.pause(300);
      expect(problems.consoleErrors()).toEqual([]);
      expect(problems.failedResponses()).toEqual([]);
    });
  }

  it('the services dialog’s Next sits at the left and moves on in reading order', async () => {
    await browser.setWindowSize(1280, 900);
    await browser.url('/ar/services');
    await hydrated();
    await $(`button*=${ARABIC_SERVICES[0]!.title.ar}`).click();
    const dialog = $('dialog[open]');
    await expect(dialog.$('h2')).toHaveText(ARABIC_SERVICES[0]!.title.ar);
    const next = `dialog[open] button[aria-label="${ar['dialog.next']}"]`;
    const previous = `dialog[open] button[aria-label="${ar['dialog.previous']}"]`;
    expect((await centreX(next)) < (await centreX(previous))).toBe(true);
    await $(next).click();
    await expect(dialog.$('h2')).toHaveText(ARABIC_SERVICES[1]!.title.ar);
    await $(previous).click();
    await expect(dialog.$('h2')).toHaveText(ARABIC_SERVICES[0]!.title.ar);
    // The arrow keys follow the screen: the left one goes on, as Next does.
    await browser.keys('ArrowLeft');
    await expect(dialog.$('h2')).toHaveText(ARABIC_SERVICES[1]!.title.ar);
    await browser.keys('Escape');
    await expect(dialog).not.toBeDisplayed();
    expect(problems.consoleErrors()).toEqual([]);
  });

  it('a meeting booked on /ar/contact is confirmed with an Arabic invite and manage page', async () => {
    await browser.setWindowSize(375, 900);
    await browser.url('/ar/contact');
    await hydrated();
    const email = `arabic-booker-${Date.now()}@example.test`;
    await $('input[name="name"]').setValue('زائر الاختبار');
    await $('input[name="email"]').setValue(email);
    await $('textarea[name="message"]').setValue('حجز من اختبار الموقع العربي.');

    const panel = bookingPanel(panelTexts(ar), slotQueries);
    const readsBefore = slotQueries.length;
    await $(`label*=${ar['contact.bookMeeting']}`).click();
    await panel.slotsShown(readsBefore);
    await panel.chooseDayWithSlots();
    const firstTime = await panel.timeAt(0.75);
    // Arabic day periods, Latin digits: "3:30 م".
    expect(await firstTime.getText()).toMatch(/^\d{1,2}:\d{2}\s[صم]$/u);
    await firstTime.click();
    await expect($('button[type="submit"]')).toHaveText(ar['contact.submit.withMeeting']);
    await $('button[type="submit"]').click();
    await expect($(`*=${ar['contact.toast.sentWithMeeting']}`)).toBeDisplayed();

    const invite = await waitForMail(
      `with a calendar invite to ${email}`,
      (mail) => recipients(mail).includes(email) && calendarOf(mail) !== undefined,
    );
    expect(invite.subject ?? '').toMatch(ARABIC_LETTERS);
    expect(invite.text ?? '').toMatch(ARABIC_LETTERS);
    const ics = calendarOf(invite) ?? '';
    expect(/^SUMMARY:(.*)$/m.exec(ics)?.[1] ?? '').toMatch(ARABIC_LETTERS);
    expect(ics).toContain('METHOD:REQUEST');
    const manage = managePathIn(invite);
    expect(manage).toMatch(/^\/ar\/meeting\//);

    await browser.url(manage);
    await expectArabicLayout('the manage page');
    await hydrated();
    await expect($(`*=${ar['meeting.booked']}`)).toBeDisplayed();
    await screenshot('meeting', 375);
    expect(problems.consoleErrors()).toEqual([]);
  });

  it('the switch leads from an English article to its Arabic translation, and remembers it', async () => {
    await browser.setWindowSize(1280, 900);
    await browser.url(ENGLISH_ORIGINAL);
    await hydrated();
    await $('nav a[hreflang="ar"]').click();
    await browser.waitUntil(async () => (await browser.getUrl()).endsWith(ARABIC_ARTICLE), {
      timeoutMsg: 'the switch did not open the translation',
    });
    await expectArabicLayout('the translation');
    const cookies = await browser.getCookies(['site_lang']);
    expect(cookies[0]?.value).toBe('ar');
    // A shared English address still gets the English page: the cookie never redirects.
    await browser.url(ENGLISH_ORIGINAL);
    expect((await layout()).lang).toBe('en');
    expect(new URL(await browser.getUrl()).pathname).toBe(ENGLISH_ORIGINAL);

    // On a phone the switch is in the menu, and leads back to the English original.
    await browser.setWindowSize(375, 900);
    await browser.url(ARABIC_ARTICLE);
    await hydrated();
    await $(`button[aria-label="${ar['nav.openMenu']}"]`).click();
    await $('dialog:popover-open a[hreflang="en"]').click();
    await browser.waitUntil(async () => (await browser.getUrl()).endsWith(ENGLISH_ORIGINAL), {
      timeoutMsg: 'the menu’s switch did not open the original',
    });
    expect((await browser.getCookies(['site_lang']))[0]?.value).toBe('en');
  });

  it('tells search engines of both languages, and serves the Arabic feed', async () => {
    const page = await rawGet('/ar/about');
    expect(page.status).toBe(200);
    // hreflang -> href of every alternate link, whatever the attributes' order.
    const alternates = Object.fromEntries(
      [...page.text().matchAll(/<link\b[^>]*>/g)]
        .map(([tag]) => ({
          hreflang: /hreflang="([^"]+)"/.exec(tag)?.[1],
          href: /href="([^"]+)"/.exec(tag)?.[1],
        }))
        .filter((link) => link.hreflang !== undefined && link.href !== undefined)
        .map((link) => [link.hreflang, new URL(link.href!).pathname]),
    );
    expect(alternates).toEqual({ en: '/about', ar: '/ar/about', 'x-default': '/about' });

    const feed = await rawGet('/ar/rss.xml');
    expect(feed.status).toBe(200);
    expect(feed.text()).toContain('<language>ar</language>');
    expect(feed.text()).toContain(ARABIC_ARTICLE);
  });
});
