/* global window, document, Element */
// The first-tap sweep: one interaction tried at 14 moments from 0 to 3.5 s after the scroll that
// brought its target into view, each on a first visit (a fresh browser context) of Lighthouse's
// phone (412 px, touch, 4x slower CPU; the network is left fast so that the 3.5 s cover the app's
// download, its hydration and the live page). Each try reports how many times the effect
// happened: 1 is right, 0 is a lost tap, 2 or more a doubled one. Used by
// scripts/bench-interaction.mjs --sweep.
import { PHONE } from './interaction.mjs';

export const SWEEP_MOMENTS_MS = Array.from({ length: 14 }, (_, i) => Math.round((i * 3500) / 13));

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Installed in every document before the page's scripts: counts what the visitor's action did,
 * from the browser's own events (a dialog or popover opening, a box or radio changing), so a
 * second opening or toggle is seen even when it undid the first.
 */
function installCounter() {
  const counts = (window.__sweepCounts = { opened: {}, changed: {}, touched: null });
  // What the finger landed on, as the browser hit-tested it: a lost tap that landed elsewhere
  // means the page moved under the finger.
  document.addEventListener(
    'touchstart',
    (event) => {
      if (counts.touched !== null) return;
      const el = event.target instanceof Element ? event.target : null;
      counts.touched = el
        ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}" at y=${Math.round(event.touches[0]?.clientY ?? -1)}, the page at y=${Math.round(window.scrollY)}`
        : 'nothing';
    },
    true,
  );
  document.addEventListener(
    'toggle',
    (event) => {
      if (event.newState === 'open' && event.target.id) {
        counts.opened[event.target.id] = (counts.opened[event.target.id] ?? 0) + 1;
      }
    },
    true,
  );
  document.addEventListener(
    'change',
    (event) => {
      const key = event.target.id || event.target.name;
      if (key) counts.changed[key] = (counts.changed[key] ?? 0) + 1;
    },
    true,
  );
}

/**
 * The interactions: `target` is what the visitor scrolls to and taps (a CSS selector), `typed`
 * the word typed into it, and `effect` (run in the page once it is live) says how many times the
 * action took effect.
 */
export const SWEEP_INTERACTIONS = [
  {
    id: 'service-modal',
    path: '/',
    target: 'button[commandfor="services-modal-0"]',
    effect: `(() => { const d = document.getElementById('services-modal-0');
      return d.open ? window.__sweepCounts.opened['services-modal-0'] ?? 1 : 0; })()`,
  },
  {
    id: 'mobile-menu',
    path: '/',
    target: 'button[aria-label="Open menu"]',
    effect: `(() => { const d = document.querySelector('dialog:has(nav[aria-label="Mobile"])');
      return d.matches(':popover-open') ? window.__sweepCounts.opened[d.id] ?? 1 : 0; })()`,
  },
  {
    id: 'book-meeting',
    path: '/contact',
    target: 'label:has(input[name="bookMeeting"])',
    effect: `(() => { const box = document.querySelector('input[name="bookMeeting"]');
      const changes = window.__sweepCounts.changed.bookMeeting ?? 0;
      return box.checked ? changes : changes === 0 ? 0 : changes + 1; })()`,
  },
  {
    id: 'packages-tab',
    path: '/packages',
    target: 'label:has(#package-choice-accelerator)',
    effect: `document.getElementById('package-choice-accelerator').checked ? 1 : 0`,
  },
  {
    id: 'price-tooltip',
    path: '/packages',
    target: 'button[popovertarget][aria-describedby]:not([hidden])',
    visible: true,
    effect: `(() => { const open = [...document.querySelectorAll('[popover]')].filter((p) => p.matches(':popover-open'));
      return open.length === 1 ? window.__sweepCounts.opened[open[0].id] ?? 1 : 0; })()`,
  },
  {
    id: 'services-picker',
    path: '/contact',
    target: 'button[popovertarget][aria-labelledby]',
    effect: `(() => { const id = document.querySelector('button[popovertarget][aria-labelledby]').getAttribute('popovertarget');
      return document.getElementById(id).matches(':popover-open') ? window.__sweepCounts.opened[id] ?? 1 : 0; })()`,
  },
  {
    id: 'blog-search',
    path: '/blog',
    target: 'input[aria-label="Search posts"]',
    typed: '--word',
    // Every letter kept once, and the list filtered by the whole word.
    effect: `((word) => { const box = document.querySelector('input[aria-label="Search posts"]');
      if (box.value !== word) return box.value.length > word.length ? 2 : 0;
      const cards = [...document.querySelectorAll('[data-post-slug]')];
      return cards.every((c) => (c.getClientRects().length > 0) === (c.dataset.postText ?? '').toLowerCase().includes(word)) ? 1 : 0; })`,
  },
];

/** A point inside the target to tap: its centre. */
const locate = (selector, visible) => `(() => {
  const all = [...document.querySelectorAll(${JSON.stringify(selector)})];
  const el = ${visible ? 'all.find((e) => e.getClientRects().length > 0)' : 'all[0]'};
  if (!el) return null;
  el.scrollIntoView({ block: 'center', behavior: 'instant' });
  const box = el.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
})()`;

/**
 * One try: a first visit, the target scrolled into view, `momentMs` later the tap. Resolves with
 * how many times the effect happened and what the finger landed on.
 */
export async function sweepTry(browser, origin, interaction, momentMs, { word } = {}) {
  const { browserContextId } = await browser.send('Target.createBrowserContext');
  try {
    const { targetId } = await browser.send('Target.createTarget', {
      url: 'about:blank',
      browserContextId,
    });
    const { sessionId } = await browser.send('Target.attachToTarget', { targetId, flatten: true });
    const send = (method, params) => browser.send(method, params, sessionId);
    const evaluate = async (expression) => {
      const { result, exceptionDetails } = await send('Runtime.evaluate', {
        expression,
        returnByValue: true,
        awaitPromise: true,
      });
      if (exceptionDetails) throw new Error(`${interaction.id}: ${exceptionDetails.text}`);
      return result.value;
    };
    await Promise.all([
      send('Page.enable'),
      send('Runtime.enable'),
      send('Emulation.setDeviceMetricsOverride', {
        width: PHONE.screen.width,
        height: PHONE.screen.height,
        deviceScaleFactor: PHONE.screen.deviceScaleFactor,
        mobile: PHONE.screen.mobile,
      }),
      send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 }),
      send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown }),
      send('Page.addScriptToEvaluateOnNewDocument', { source: `(${installCounter})()` }),
    ]);
    await send('Page.navigate', { url: `${origin}${interaction.path}` });
    let point = null;
    for (let waited = 0; !point && waited < 30_000; waited += 100) {
      point = await evaluate(locate(interaction.target, interaction.visible)).catch(() => null);
      if (!point) await sleep(100);
    }
    if (!point)
      throw new Error(`${interaction.id}: no ${interaction.target} on ${interaction.path}`);
    // The finger goes where the visitor saw the target: a page that moves meanwhile loses it.
    await sleep(momentMs);
    await send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    if (interaction.typed) {
      for (const letter of word) {
        await send('Input.dispatchKeyEvent', { type: 'keyDown', key: letter, text: letter });
        await send('Input.dispatchKeyEvent', { type: 'keyUp', key: letter });
      }
    }
    for (let waited = 0; waited < 60_000; waited += 100) {
      if (await evaluate('document.documentElement.dataset.hydrated === "true"')) break;
      await sleep(100);
    }
    await sleep(500);
    const expression = interaction.typed
      ? `${interaction.effect}(${JSON.stringify(word)})`
      : interaction.effect;
    return {
      times: await evaluate(expression),
      touched: await evaluate('window.__sweepCounts.touched'),
    };
  } finally {
    await browser.send('Target.disposeBrowserContext', { browserContextId }).catch(() => undefined);
  }
}
