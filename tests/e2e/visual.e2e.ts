import { $, browser, expect } from '@wdio/globals';
import { API_PATHS } from '@app/contract/paths';
import { ar } from '@app/site/messages/ar';
import { en } from '@app/site/messages/en';
import { CSRF, signIn } from './support/api';
import { settlePage } from './support/visualPage';
import {
  startPrivateEdge,
  startPrivateServices,
  type PrivateServices,
} from '../stack/privateStack';

/**
 * Pictures of the pages compared with the committed baselines (tests/visual/baseline): a change
 * of more than TOLERANCE_PERCENT of a page's pixels fails. A stack of the spec's own, seeded with
 * the demo posts, its servers' clock starting on a fixed Monday and the browser's frozen a little
 * later, so no date, post or enquiry moves between runs. After a deliberate change, delete the
 * pictures it changes, run this spec with VISUAL_BASELINE=save and commit them with the change.
 */
// Years ahead of the real date: the browser expires the session cookie on the real clock, and the
// server sets its expiry on this one. Before 2038, MariaDB's TIMESTAMP limit.
const SERVER_CLOCK = '2037-03-02 09:00:00';
const BROWSER_NOW = new Date('2037-03-02T12:00:00Z');
const TOLERANCE_PERCENT = 0.05;
const WIDTHS = [390, 1366] as const;
const ARTICLE = 'vat-in-the-uae-a-practical-guide-for-startups';

const SITE_PAGES = [
  ['site-home', '/'],
  ['site-services', '/services'],
  ['site-packages', '/packages'],
  ['site-blog', '/blog'],
  ['site-article', `/blog/${ARTICLE}`],
  ['site-about', '/about'],
  ['site-ar-home', '/ar'],
] as const;

let services: PrivateServices;
let origin: string;

async function atWidth(width: number): Promise<void> {
  await browser.setViewport({ width, height: 900 });
}

async function expectPicture(tag: string): Promise<void> {
  await settlePage();
  // Without returnAllCompareData the result is the mismatch in percent.
  const mismatch = Number(
    await browser.checkFullPageScreen(tag, { disableCSSAnimation: true, hideScrollBars: true }),
  );
  // The tag in the failure names the page.
  expect({ tag, withinTolerance: mismatch <= TOLERANCE_PERCENT, mismatch }).toEqual({
    tag,
    withinTolerance: true,
    mismatch,
  });
}

/**
 * The contact page with the meeting calendar open and the first open day's times read, in the
 * page's language (`texts`: its catalogue).
 */
async function contactWithCalendar(
  path: string,
  texts: Record<'contact.bookMeeting' | 'booking.times' | 'booking.loading', string>,
): Promise<void> {
  await browser.url(path);
  await $(`label*=${texts['contact.bookMeeting']}`).click();
  await expect($(`[role="group"][aria-label="${texts['booking.times']}"]`)).toBeDisplayed();
  await expect($(`*=${texts['booking.loading']}`)).not.toBeExisting();
}

describe('how the pages look', () => {
  before(async () => {
    services = await startPrivateServices({
      name: 'visual',
      clockStartsAt: SERVER_CLOCK,
      env: { SEED_DEMO: 'true' },
    });
    origin = (await startPrivateEdge(services, 'visual', 1)).baseUrl;
    const sent = await fetch(`${origin}${API_PATHS.contact}`, {
      method: 'POST',
      headers: { ...CSRF, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Layla Haddad',
        email: 'layla@example.test',
        services: 'Bookkeeping',
        message: 'We need monthly bookkeeping for a seed-stage startup.',
        bookMeeting: false,
      }),
    });
    expect(sent.status).toBe(201);
    // The enquiry's time shows to the minute: the same minute at every run.
    await services.query(
      "UPDATE contact_messages SET created_at = '2037-03-02 09:00:00', updated_at = '2037-03-02 09:00:00'",
    );
    await browser.emulate('clock', { now: BROWSER_NOW, toFake: ['Date'] });
  });

  after(async () => {
    await browser.setWindowSize(1280, 900);
    await services?.stop();
  });

  for (const width of WIDTHS) {
    describe(`at ${width} px`, () => {
      before(() => atWidth(width));

      for (const [tag, path] of SITE_PAGES) {
        it(`matches ${path}`, async () => {
          await browser.url(`${origin}${path}`);
          await expectPicture(`${tag}-${width}`);
        });
      }

      it('matches /contact with the calendar open', async () => {
        await contactWithCalendar(`${origin}/contact`, en);
        await expectPicture(`site-contact-calendar-${width}`);
      });

      it('matches /ar/contact with the calendar open', async () => {
        await contactWithCalendar(`${origin}/ar/contact`, ar);
        await expectPicture(`site-ar-contact-calendar-${width}`);
      });

      it("matches the admin's sign-in", async () => {
        // Signed out (the other width's run signed in), as the admin's Logout does.
        await browser.url(`${origin}/admin/`);
        await browser.execute(
          (path, headers) => fetch(path, { method: 'POST', headers }).then(() => undefined),
          API_PATHS.logout,
          { ...CSRF },
        );
        await browser.url(`${origin}/admin/`);
        await expect($('input[name="username"]')).toBeDisplayed();
        await expectPicture(`admin-login-${width}`);
      });

      it("matches the admin's Content Library and editor", async () => {
        // Signed in through the API: no toast over the pictures.
        const cookies = (await signIn(origin)).split('; ').map((pair) => {
          const [name = '', ...value] = pair.split('=');
          return { name, value: value.join('='), path: '/' };
        });
        await browser.setCookies(cookies);
        await browser.url(`${origin}/admin/blog`);
        await expect($('h1=Content Library')).toBeDisplayed();
        await expectPicture(`admin-content-library-${width}`);

        await $('button=Create New Post').click();
        await expect($('input[name="title"]')).toBeDisplayed();
        await expectPicture(`admin-editor-${width}`);
      });

      it("matches the admin's inbox", async () => {
        await browser.url(`${origin}/admin/inbox`);
        await expect($('a=Layla Haddad')).toBeDisplayed();
        await expectPicture(`admin-inbox-${width}`);
      });
    });
  }
});
