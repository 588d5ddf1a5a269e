import { $, $$, browser, expect } from '@wdio/globals';
import { baseUrl } from './baseUrl';
import type { BrowserProblems } from './browserProblems';

/**
 * The sweep: a first interaction tried at 14 moments from 0 to 3.5 s after the scroll that
 * brought its target into view (the scroll is the first intent: the app starts loading then), so
 * the taps fall before the app has loaded, while it hydrates, and after. Each try is a first
 * visit on a phone (412 px wide, touch, the CPU 4x slower), and must have its effect exactly
 * once, read again once the page is live: nothing lost, nothing done twice.
 */
export const SWEEP_MOMENTS_MS = Array.from({ length: 14 }, (_, i) => Math.round((i * 3500) / 13));

/** Lighthouse's phone: its CPU slowdown (4x) and its width. */
const CPU_SLOWDOWN = 4;
const PHONE_WIDTH = 412;

export interface SweepTap {
  path: string;
  name: string;
  /** The element the visitor scrolls to. */
  target: string;
  /** What the visitor types once the tap has focused the target. */
  typed?: string;
  /** The effect, once: a second toggle would undo it, a replayed key would double a letter. */
  expectEffect(): Promise<void>;
}

const SERVICE_CARD = 'button*=Accounting & Financial Operations';
const MEETING_BOX = 'input[name="bookMeeting"]';
const ACCELERATOR = '#package-choice-accelerator';
const SEARCH_BOX = 'input[aria-label="Search posts"]';
const MENU_BUTTON = 'button[aria-label="Open menu"]';

async function openDialogTitles(): Promise<string[]> {
  return browser.execute(() =>
    [...document.querySelectorAll('dialog[open]')].map(
      (dialog) => dialog.querySelector('h2')?.textContent ?? '',
    ),
  );
}

/** The posts' cards on /blog: the text the search matches, and whether each shows. */
async function blogCards(): Promise<{ text: string; shown: boolean }[]> {
  return browser.execute(() =>
    [...document.querySelectorAll<HTMLElement>('[data-post-slug]')].map((card) => ({
      text: (card.dataset.postText ?? '').toLowerCase(),
      shown: card.getClientRects().length > 0,
    })),
  );
}

/** A word only one of the test's posts holds: every letter must be kept for it to filter. */
const SEARCH_WORD = 'zakat';

export const SWEEP_TAPS: SweepTap[] = [
  {
    path: '/',
    name: 'a service card opens its modal',
    target: SERVICE_CARD,
    expectEffect: async () => {
      expect(await openDialogTitles()).toEqual([
        expect.stringContaining('Accounting & Financial Operations'),
      ]);
    },
  },
  {
    path: '/',
    name: 'the menu button opens the drawer',
    target: MENU_BUTTON,
    expectEffect: async () => {
      await expect($('nav[aria-label="Mobile"]')).toBeDisplayed();
      expect(await $$('dialog[open], dialog:popover-open').length).toBe(1);
    },
  },
  {
    path: '/contact',
    name: '"book a meeting" shows the calendar and says no meeting is selected',
    target: `label:has(${MEETING_BOX})`,
    expectEffect: async () => {
      expect(await $$(`${MEETING_BOX}:checked`).length).toBe(1);
      await expect($('*=Choose a date')).toBeDisplayed();
      expect(await $('form button[type="submit"]').getComputedLabel()).toBe(
        'Send Message Only (No Meeting Selected)',
      );
    },
  },
  {
    path: '/packages',
    name: 'a packages tab shows its panel',
    target: `label:has(${ACCELERATOR})`,
    expectEffect: async () => {
      await expect($(ACCELERATOR)).toBeSelected();
      await expect($('#package-panel-accelerator')).toBeDisplayed();
      await expect($('#package-panel-lift-off')).not.toBeDisplayed();
    },
  },
  {
    path: '/blog',
    name: `"${SEARCH_WORD}" typed into the search filters the posts`,
    target: SEARCH_BOX,
    typed: SEARCH_WORD,
    expectEffect: async () => {
      expect(await $(SEARCH_BOX).getValue()).toBe(SEARCH_WORD);
      const cards = await blogCards();
      expect(cards.filter((card) => card.text.includes(SEARCH_WORD)).length).toBeGreaterThan(0);
      expect(cards.every((card) => card.shown === card.text.includes(SEARCH_WORD))).toBe(true);
    },
  },
];

/** A first visit: no cache, no cookies, no storage from the try before. */
async function forgetTheSite(): Promise<void> {
  await browser.sendCommandAndGetResult('Network.clearBrowserCache', {});
  await browser.sendCommandAndGetResult('Storage.clearDataForOrigin', {
    origin: new URL(baseUrl()).origin,
    storageTypes: 'all',
  });
}

/**
 * Installed in the page before its own scripts: what the finger landed on, as the browser
 * hit-tested it, and every change and toggle the page saw. When a try fails this tells a page that
 * moved under the finger from a tap that landed and was dropped or undone.
 */
const WITNESS_SCRIPT = `(() => {
  const seen = (window.__sweepWitness = { touched: null, events: [] });
  const describe = (el) => el instanceof Element
    ? el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + ' "' + (el.textContent || '').trim().slice(0, 40) + '"'
    : String(el);
  const live = () => (document.documentElement.dataset.hydrated === 'true' ? ', live' : '');
  document.addEventListener('touchstart', (event) => {
    if (seen.touched === null) {
      const touch = event.touches[0];
      seen.touched = describe(event.target) + ' at y=' + Math.round(touch ? touch.clientY : -1) +
        ', the page scrolled to ' + Math.round(window.scrollY) + ', ' + document.readyState +
        ', touched at ' + Math.round(event.timeStamp) + ' ms, handled at ' + Math.round(performance.now()) + ' ms' + live();
    }
  }, true);
  for (const type of ['change', 'toggle']) {
    document.addEventListener(type, (event) => {
      seen.events.push(type + ' ' + describe(event.target) + ' at ' + Math.round(performance.now()) + ' ms' + live());
    }, true);
  }
})();`;

async function witnessed(): Promise<string> {
  const seen = await browser.execute(
    () => (window as unknown as { __sweepWitness?: unknown }).__sweepWitness ?? null,
  );
  return JSON.stringify(seen, null, 2);
}

/**
 * One try: a first visit, the target scrolled into view, `momentMs` later the interaction, then
 * its effect once the page is live (and a moment more, for a replay that would repeat it).
 */
export async function sweepOnce(
  tap: SweepTap,
  momentMs: number,
  problems: BrowserProblems,
): Promise<void> {
  problems.clear();
  await browser.url('about:blank');
  await forgetTheSite();
  await browser.setWindowSize(PHONE_WIDTH, 900);
  await browser.sendCommandAndGetResult('Emulation.setCPUThrottlingRate', {
    rate: CPU_SLOWDOWN,
  });
  const { identifier } = (await browser.sendCommandAndGetResult(
    'Page.addScriptToEvaluateOnNewDocument',
    { source: WITNESS_SCRIPT },
  )) as { identifier: string };
  try {
    await tryOnce(tap, momentMs, problems);
  } finally {
    await browser.sendCommandAndGetResult('Page.removeScriptToEvaluateOnNewDocument', {
      identifier,
    });
  }
}

async function tryOnce(tap: SweepTap, momentMs: number, problems: BrowserProblems): Promise<void> {
  await browser.url(tap.path);
  expect(await $('html[data-hydrated="true"]').isExisting()).toBe(false);
  const target = await $(tap.target);
  await target.waitForExist();
  const seen = await browser.execute((element) => {
    element.scrollIntoView({ block: 'center', behavior: 'instant' });
    const box = element.getBoundingClientRect();
    const x = Math.round(box.left + box.width / 2);
    const y = Math.round(box.top + box.height / 2);
    return { at: performance.now(), x, y };
  }, target);
  await browser.waitUntil(
    async () => browser.execute((at) => performance.now() >= at, seen.at + momentMs),
    { timeout: momentMs + 5_000, interval: 10 },
  );
  // The finger goes where the visitor saw the target: a page that moves meanwhile loses the tap.
  await browser
    .action('pointer', { parameters: { pointerType: 'touch' } })
    .move({ x: seen.x, y: seen.y, origin: 'viewport' })
    .down()
    .pause(40)
    .up()
    .perform();
  const tapDoneAt = await browser.execute(() => performance.now());
  if (tap.typed) await browser.keys(tap.typed);
  await $('html[data-hydrated="true"]').waitForExist({
    timeout: 60_000,
    timeoutMsg: 'the page never became live',
  });
  await browser.pause(500);
  try {
    await tap.expectEffect();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const moments = `scrolled at ${Math.round(seen.at)} ms, tapped by ${Math.round(tapDoneAt)} ms`;
    throw new Error(`${reason}\nWhat the page saw of the tap (${moments}): ${await witnessed()}`);
  }
  expect(problems.consoleErrors()).toEqual([]);
}

export async function stopThrottling(): Promise<void> {
  await browser.sendCommandAndGetResult('Emulation.setCPUThrottlingRate', { rate: 1 });
}
