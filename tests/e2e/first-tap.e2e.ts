import { $, browser, expect } from '@wdio/globals';
import { baseUrl } from './support/baseUrl';
import { recordBrowserProblems, type BrowserProblems } from './support/browserProblems';
import { FIRST_TAPS, type FirstTap } from './support/firstTaps';

/**
 * A visitor's first tap is answered by the browser from the server's HTML, and counted exactly
 * once whenever it comes: before any script has run, or while the page is being made live. The
 * effect is read again once the page is live (React adopted it rather than undoing or repeating
 * it), and the page logs no error (hydration mismatches are console errors).
 */

/** How far after the first paint the early tap comes. */
const EARLY_TAP_MS = 100;
/** CPU slowdown that makes hydration last long enough to tap into it, or to see a tap come first. */
const HYDRATION_CPU_SLOWDOWN = 6;

/** Marks the moments the test needs to prove its timing, from the page's own clock. */
function installTimeline(): void {
  const win = window as unknown as { __timeline: Record<string, number> };
  win.__timeline = {};
  const mark = (name: string) => {
    win.__timeline[name] ??= performance.now();
  };
  document.addEventListener('pointerdown', () => mark('tap'), { capture: true });
  document.addEventListener('keydown', () => mark('tap'), { capture: true });
  new MutationObserver(() => {
    if (document.documentElement.dataset.hydrated === 'true') mark('live');
  }).observe(document.documentElement, { attributes: true });
}

interface Timeline {
  firstPaint: number | null;
  appRequested: number | null;
  tap: number | null;
  live: number | null;
}

async function timeline(): Promise<Timeline> {
  return browser.execute(() => {
    const marks = (window as unknown as { __timeline: Record<string, number> }).__timeline;
    const paint = performance.getEntriesByName('first-paint')[0];
    const app = performance
      .getEntriesByType('resource')
      .find((entry) => /\/main\.[0-9a-f]+\.js$/.test(new URL(entry.name).pathname));
    return {
      firstPaint: paint ? paint.startTime : null,
      appRequested: app ? app.startTime : null,
      tap: marks.tap ?? null,
      live: marks.live ?? null,
    };
  });
}

async function open(tap: FirstTap): Promise<void> {
  await browser.setWindowSize(tap.width ?? 1280, 900);
  await browser.url(typeof tap.path === 'string' ? tap.path : await tap.path());
  await browser.execute(installTimeline);
  expect(await $('html[data-hydrated="true"]').isExisting()).toBe(false);
}

async function waitUntilLive(): Promise<void> {
  await $('html[data-hydrated="true"]').waitForExist({
    timeout: 30_000,
    timeoutMsg: 'the page never became live',
  });
}

describe('first taps: answered without script, counted once', () => {
  let problems: BrowserProblems;

  before(async () => {
    problems = await recordBrowserProblems(new URL(baseUrl()).origin);
  });

  beforeEach(() => problems.clear());

  afterEach(async () => {
    await browser.throttleCPU(1);
    await browser.pause(300);
    expect(problems.consoleErrors()).toEqual([]);
  });

  for (const tap of FIRST_TAPS) {
    const page = typeof tap.path === 'string' ? tap.path : 'an article';
    it(`${page}: ${tap.name}, ${EARLY_TAP_MS} ms after the first paint`, async () => {
      await open(tap);
      // Slowed down, making the page live takes long enough to prove the effect came before it.
      await browser.throttleCPU(HYDRATION_CPU_SLOWDOWN);
      const { firstPaint } = await timeline();
      expect(firstPaint).not.toBeNull();
      await browser.waitUntil(
        async () =>
          browser.execute((since) => performance.now() >= since, (firstPaint ?? 0) + EARLY_TAP_MS),
        { timeout: 5_000, interval: 10 },
      );
      await tap.act();
      // Answered by the browser: the effect is on screen before the page is live.
      await tap.expectEffect();
      const before = await timeline();
      expect(before.tap).not.toBeNull();
      expect(before.live).toBeNull();
      await waitUntilLive();
      const after = await timeline();
      expect(after.live).toBeGreaterThan(after.tap ?? Infinity);
      // Still there, once: hydration adopted it, and no replay did it again.
      await browser.pause(300);
      await tap.expectEffect();
    });

    it(`${page}: ${tap.name}, while the page is being made live`, async () => {
      await open(tap);
      await browser.throttleCPU(HYDRATION_CPU_SLOWDOWN);
      // The first intent (a pointer moving) starts the scripts; tap once the app is on its way.
      await browser.action('pointer').move({ x: 1, y: 1, origin: 'viewport' }).perform();
      await browser.waitUntil(async () => (await timeline()).appRequested !== null, {
        timeout: 10_000,
        interval: 20,
        timeoutMsg: 'the app entry was never requested',
      });
      await tap.act();
      await waitUntilLive();
      const moments = await timeline();
      expect(moments.tap).toBeGreaterThan(moments.appRequested ?? Infinity);
      expect(moments.tap).toBeLessThan(moments.live ?? -Infinity);
      await browser.pause(300);
      await tap.expectEffect();
    });
  }
});
