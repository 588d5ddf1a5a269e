import { $, browser, expect } from '@wdio/globals';
import { baseUrl } from './support/baseUrl';
import { hydrated } from './support/hydrated';
import { recordBrowserProblems, type BrowserProblems } from './support/browserProblems';

/** Section links stop 120 px below the top of the viewport, clear of the fixed 96 px bar. */
const SECTION_OFFSET_PX = 120;

/**
 * Where the section's top comes to rest: the first two reads 250 ms apart that agree and are at
 * the offset a section link lands on. Waiting for the landing itself, not for any pause, matters
 * after a page change: the page sits still while the app loads, and on a busy machine that pause
 * looked like a settled scroll that had not begun. A landing elsewhere fails with where it stopped.
 */
async function settledTopOf(id: string): Promise<number> {
  let previous = Number.NaN;
  let top = Number.NaN;
  await browser
    .waitUntil(
      async () => {
        previous = top;
        top = await browser.execute(
          (sectionId) => document.getElementById(sectionId)?.getBoundingClientRect().top ?? NaN,
          id,
        );
        return Math.abs(top - previous) < 0.5 && Math.round(top) === SECTION_OFFSET_PX;
      },
      { timeout: 15_000, interval: 250 },
    )
    .catch(() => undefined);
  return top;
}

/** React reports hydration mismatches through console.error; none may appear. */
async function expectCleanConsole(problems: BrowserProblems) {
  await browser.pause(300);
  expect(problems.consoleErrors()).toEqual([]);
  expect(problems.failedResponses()).toEqual([]);
}

/** A service card's first tap with no script: its own dialog opens; Escape and the backdrop close it. */
async function noScriptDialogJourney() {
  await browser.url('/services');
  await browser.pause(500);
  await expect($('html[data-hydrated="true"]')).not.toBeExisting();
  // The boot script hands its recorder over on the window as soon as it runs: it never did.
  expect(await browser.execute(() => '__siteBootHandOff' in window)).toBe(false);

  await $('button*=Payroll').click();
  const dialog = $('dialog[open]');
  await expect(dialog).toBeDisplayed();
  await expect(dialog).toHaveAttribute('id', 'services-modal-2');
  await expect(dialog.$('h2')).toHaveText('Payroll');
  await browser.keys('Escape');
  await expect(dialog).not.toBeExisting();
  expect(await browser.execute(() => document.activeElement?.getAttribute('commandfor'))).toBe(
    'services-modal-2',
  );

  await $('button*=Budgeting & Forecasting').click();
  await expect($('dialog[open]')).toHaveAttribute('id', 'services-modal-3');
  // A press on the backdrop, outside the centred panel.
  await browser.action('pointer').move({ x: 3, y: 3 }).down().up().perform();
  await expect($('dialog[open]')).not.toBeExisting();
}

describe('public site journeys (server-rendered, hydrated)', () => {
  let problems: BrowserProblems;

  before(async () => {
    problems = await recordBrowserProblems(new URL(baseUrl()).origin);
  });

  beforeEach(async () => {
    problems.clear();
    await browser.setWindowSize(1280, 900);
  });

  it('a reader costs no script; the first press makes the page live and still counts', async () => {
    await browser.url('/');
    // Reading: no pointer, key or touch yet, so only the small boot script has been fetched.
    await browser.pause(1_000);
    expect(await $('html[data-hydrated="true"]').isExisting()).toBe(false);
    const scripts = await browser.execute(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => new URL(entry.name).pathname),
    );
    expect(scripts).toEqual([expect.stringMatching(/^\/boot\.[0-9a-f]+\.js$/)]);

    // One real click: its pointer events start the scripts, and the press opens the card's own
    // dialog without a second click.
    await $('button*=Accounting & Financial Operations').click();
    const dialog = $('dialog[open]');
    await expect(dialog).toBeDisplayed();
    await expect(dialog).toHaveText(expect.stringContaining('Accounting & Financial Operations'));
    await browser.keys('Escape');
    await expect(dialog).not.toBeDisplayed();
    await expectCleanConsole(problems);
  });

  it('a service card opens its dialog with no script; Escape and the backdrop close it', async () => {
    // What the browser does from the server's HTML alone: no script of the page ever runs. The
    // cache is bypassed so that the boot script the test before cached cannot slip past.
    await browser.networkSetCacheBehavior({ cacheBehavior: 'bypass' });
    const scripts = await browser.mock('**/*.js');
    scripts.abort();
    try {
      await noScriptDialogJourney();
    } finally {
      await scripts.restore();
      await browser.networkSetCacheBehavior({ cacheBehavior: 'default' });
    }
  });

  it('home -> services modal -> packages -> "Get in Touch" lands on #contact', async () => {
    await browser.url('/');
    await hydrated();

    await $('button*=Accounting & Financial Operations').click();
    const dialog = $('dialog[open]');
    await expect(dialog).toBeDisplayed();
    await expect(dialog).toHaveText(expect.stringContaining('Accounting & Financial Operations'));
    await dialog.$('button[aria-label="Previous"]').click();
    await expect(dialog).toHaveText(expect.stringContaining('Employee Equity & Fundraising'));
    await browser.keys('Escape');
    await expect(dialog).not.toBeDisplayed();

    await $('nav[aria-label="Main"]').$('a=Packages').click();
    expect(Math.round(await settledTopOf('packages'))).toBe(SECTION_OFFSET_PX);

    await $('#packages').$('a=Get in Touch').click();
    expect(Math.round(await settledTopOf('contact'))).toBe(SECTION_OFFSET_PX);
    await expectCleanConsole(problems);
  });

  it('/about -> "Contact Us" goes home and lands on #contact', async () => {
    await browser.url('/about');
    await hydrated();

    await $('main').$('a=Contact Us').click();

    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === '/');
    expect(Math.round(await settledTopOf('contact'))).toBe(SECTION_OFFSET_PX);
    expect(await browser.execute(() => sessionStorage.getItem('scrollToSection'))).toBeNull();
    await expectCleanConsole(problems);
  });

  it('at 412 px the packages are radio tabs the browser switches, and keeps once live', async () => {
    const shownPanels = () =>
      browser.execute(() =>
        [...document.querySelectorAll('[data-package-panel]')]
          .filter((panel) => panel.checkVisibility())
          .map((panel) => panel.id),
      );
    await browser.setWindowSize(412, 900);
    await browser.url('/packages');
    expect(await shownPanels()).toEqual(['package-panel-lift-off']);

    // No script of the page's has run: the checked radio alone picks the panel, by CSS. (A tap
    // on a label checks its radio natively; no pointer event here, so the page stays inert.)
    await browser.execute(() => {
      const choice = document.getElementById('package-choice-auto-pilot') as HTMLInputElement;
      choice.checked = true;
    });
    expect(await shownPanels()).toEqual(['package-panel-auto-pilot']);
    expect(await $('html[data-hydrated="true"]').isExisting()).toBe(false);

    await hydrated();
    expect(await shownPanels()).toEqual(['package-panel-auto-pilot']);
    await $('#packages').$('label=Accelerator').click();
    expect(await shownPanels()).toEqual(['package-panel-accelerator']);
    // The arrow keys are the radio group's own.
    await browser.execute(() => document.getElementById('package-choice-accelerator')?.focus());
    await browser.keys('ArrowRight');
    expect(await shownPanels()).toEqual(['package-panel-auto-pilot']);
    await expectCleanConsole(problems);
  });

  it('at 375 px the links hide behind the menu; the drawer opens and navigates', async () => {
    await browser.setWindowSize(375, 812);
    await browser.url('/');
    await hydrated();
    await expect($('nav[aria-label="Main"]')).not.toBeDisplayed();

    await $('button[aria-label="Open menu"]').click();
    const drawer = $('nav[aria-label="Mobile"]');
    await expect(drawer).toBeDisplayed();
    await drawer.$('a=About Us').click();

    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === '/about');
    // Every page carries the drawer, closed.
    await expect($('nav[aria-label="Mobile"]')).not.toBeDisplayed();
    // The about page's own heading: a bare 'h1' may still find the home page's, which the router
    // replaces a moment after the address changes, and a removed element is never displayed.
    await expect($('h1#about-heading')).toBeDisplayed();
    await expectCleanConsole(problems);
  });
});
