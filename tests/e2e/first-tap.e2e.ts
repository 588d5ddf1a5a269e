import { $, browser, expect } from '@wdio/globals';
import { baseUrl } from './support/baseUrl';
import { recordBrowserProblems, type BrowserProblems } from './support/browserProblems';
import { deletePost, savePost, signIn } from './support/api';
import { FIRST_TAP_POSTS, FIRST_TAPS, type FirstTap } from './support/firstTaps';

/**
 * A visitor's first tap is answered by the browser from the server's HTML, and counted exactly
 * once whenever it comes: before any script has run, or while the page is being made live. The
 * effect is read again once the page is live (React adopted it rather than undoing or repeating
 * it), and the page logs no error (hydration mismatches are console errors).
 */

/** How far after the first paint the early tap comes. */
const EARLY_TAP_MS = 100;

/** The kit's remote entry: the app asks for it after its own entry has started, before hydrating. */
const KIT_ENTRY = '/shared-ui/remoteEntry.js';

/**
 * Holds the kit's remote entry in the network (WebDriver BiDi interception) until released: the
 * app has started but cannot hydrate, so a tap lands in the middle of making the page live, and
 * an early tap's effect can be seen before the page is live, whatever the machine's speed.
 */
async function holdTheKit() {
  const held: string[] = [];
  const onRequest = (event: { isBlocked: boolean; request: { request: string; url: string } }) => {
    if (event.isBlocked && new URL(event.request.url).pathname === KIT_ENTRY) {
      held.push(event.request.request);
    }
  };
  browser.on('network.beforeRequestSent', onRequest);
  await browser.sessionSubscribe({ events: ['network.beforeRequestSent'] });
  const { intercept } = await browser.networkAddIntercept({
    phases: ['beforeRequestSent'],
    urlPatterns: [{ type: 'pattern', pathname: KIT_ENTRY }],
  });
  let released = false;
  return {
    requested: () => held.length > 0,
    async release() {
      if (released) return;
      released = true;
      browser.off('network.beforeRequestSent', onRequest);
      await browser.networkRemoveIntercept({ intercept });
      for (const request of held) await browser.networkContinueRequest({ request });
    },
  };
}

/** Marks the moments the test needs to prove its timing, from the page's own clock. */
function installTimeline(): void {
  const win = window as unknown as { __timeline: Record<string, number> };
  win.__timeline = {};
  const mark = (name: string) => {
    win.__timeline[name] ??= performance.now();
  };
  for (const type of ['pointerdown', 'touchstart', 'keydown', 'click']) {
    document.addEventListener(type, () => mark('tap'), { capture: true });
  }
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
    const paint =
      performance.getEntriesByName('first-paint')[0] ??
      performance.getEntriesByName('first-contentful-paint')[0];
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

  let cookie = '';

  before(async () => {
    problems = await recordBrowserProblems(new URL(baseUrl()).origin);
    cookie = await signIn(baseUrl());
    for (const post of FIRST_TAP_POSTS) {
      expect((await savePost(baseUrl(), cookie, post)).status).toBe(201);
    }
  });

  after(async () => {
    for (const post of FIRST_TAP_POSTS) await deletePost(baseUrl(), cookie, post.slug);
  });

  beforeEach(() => problems.clear());

  let kit: Awaited<ReturnType<typeof holdTheKit>> | undefined;

  afterEach(async () => {
    await kit?.release();
    kit = undefined;
    await browser.pause(300);
    expect(problems.consoleErrors()).toEqual([]);
  });

  for (const tap of FIRST_TAPS) {
    const page = typeof tap.path === 'string' ? tap.path : 'an article';
    it(`${page}: ${tap.name}, ${EARLY_TAP_MS} ms after the first paint`, async () => {
      kit = await holdTheKit();
      await open(tap);
      // The paint entry is queued once the frame is presented, which can be after load.
      await browser.waitUntil(async () => (await timeline()).firstPaint !== null, {
        timeout: 5_000,
        timeoutMsg: 'the page reported no first paint',
      });
      const { firstPaint } = await timeline();
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
      await kit.release();
      await waitUntilLive();
      const after = await timeline();
      expect(after.live).toBeGreaterThan(after.tap ?? Infinity);
      // Still there, once: hydration adopted it, and no replay did it again.
      await browser.pause(300);
      await tap.expectEffect();
    });

    it(`${page}: ${tap.name}, while the page is being made live`, async () => {
      const held = await holdTheKit();
      kit = held;
      await open(tap);
      // The first intent (a pointer moving) starts the scripts; tap once the app is on its way.
      await browser.action('pointer').move({ x: 1, y: 1, origin: 'viewport' }).perform();
      await browser.waitUntil(async () => held.requested(), {
        timeout: 15_000,
        interval: 20,
        timeoutMsg: 'the app never asked for the kit',
      });
      await tap.act();
      await held.release();
      await waitUntilLive();
      const moments = await timeline();
      expect(moments.tap).toBeGreaterThan(moments.appRequested ?? Infinity);
      expect(moments.tap).toBeLessThan(moments.live ?? -Infinity);
      await browser.pause(300);
      await tap.expectEffect();
    });
  }
});
