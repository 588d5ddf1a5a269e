// One first visit on an emulated phone, one interaction, one figure: the time from the visitor's
// input to its result on screen. Used by scripts/bench-interaction.mjs.
import {
  throttling,
  screenEmulationMetrics,
  userAgents,
} from 'lighthouse/core/config/constants.js';
import { launchChromium } from './cdp.mjs';
import {
  ALERT_EVENT,
  PROBE_BINDING,
  PROBE_WORLD,
  alertHook,
  installProbe,
} from './interactionProbe.mjs';
import { probeDom } from './probeDom.mjs';

/**
 * Lighthouse's mobile preset, applied for real rather than simulated: its phone's screen, touch,
 * its slow 4G as DevTools throttling applies it (request latency 562.5 ms, 1.47 Mbps down,
 * 675 Kbps up, in bytes per second as Lighthouse converts them) and a 4x slower CPU.
 */
const SLOW_4G = throttling.mobileSlow4G;
export const PHONE = {
  screen: screenEmulationMetrics.mobile,
  userAgent: userAgents.mobile,
  network: {
    offline: false,
    latency: SLOW_4G.requestLatencyMs,
    downloadThroughput: Math.floor((SLOW_4G.downloadThroughputKbps * 1024) / 8),
    uploadThroughput: Math.floor((SLOW_4G.uploadThroughputKbps * 1024) / 8),
  },
  cpuSlowdown: SLOW_4G.cpuSlowdownMultiplier,
};

/** Background work a real first visit does not have; it would compete for the two cores. */
export const BROWSER_FLAGS = ['--disable-background-networking', '--disable-component-update'];

export function startBrowser() {
  return launchChromium(BROWSER_FLAGS);
}

/** A timing of one run: the figure, or why there is none. */
export class LostRun extends Error {}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const serialize = (value) =>
  JSON.stringify(value, (_key, item) =>
    item instanceof RegExp ? { source: item.source, flags: item.flags } : item,
  );

/** Waits for the first event `accept` returns a value for; rejects after `ms`. */
function waitForEvent(browser, accept, ms, what) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new LostRun(what));
    }, ms);
    const stop = browser.on((message) => {
      const value = accept(message);
      if (value === undefined) return;
      clearTimeout(timer);
      stop();
      resolve(value);
    });
  });
}

/**
 * Measures `interaction` once on a first visit of `origin`: a fresh browser context (empty cache,
 * no cookies), the phone profile, the page loaded until its first contentful paint, the target
 * left `leaveMs` (the visitor reads what is on screen), the target scrolled to mid-screen,
 * `settleMs` of a visitor looking at the page, then the input. Resolves
 * with the in-page record (`{ notInView: true }` with `onlyInView` when the target is not on
 * screen on arrival); rejects with LostRun when the result does not show in `resultTimeoutMs`.
 */
export async function measureInteraction(
  browser,
  origin,
  interaction,
  {
    leaveMs = 0,
    settleMs = 3000,
    resultTimeoutMs = 20_000,
    paintTimeoutMs = 60_000,
    onlyInView = false,
  } = {},
) {
  const { browserContextId } = await browser.send('Target.createBrowserContext');
  let stopListening = () => undefined;
  try {
    const { targetId } = await browser.send('Target.createTarget', {
      url: 'about:blank',
      browserContextId,
    });
    const { sessionId } = await browser.send('Target.attachToTarget', { targetId, flatten: true });
    const send = (method, params) => browser.send(method, params, sessionId);
    const own = (message) => message.sessionId === sessionId;

    // The probe's world gets a new context per document; the last one of the main frame counts.
    let probeContext = null;
    stopListening = browser.on((message) => {
      if (!own(message)) return;
      if (message.method === 'Runtime.executionContextCreated') {
        const { context } = message.params;
        if (context.name === PROBE_WORLD && context.auxData?.frameId === targetId) {
          probeContext = context.id;
        }
      } else if (message.method === 'Page.javascriptDialogOpening') {
        // The visitor reads the alert and closes it; the probe has timed its opening.
        void send('Page.handleJavaScriptDialog', { accept: true }).catch(() => undefined);
      }
    });

    const { product } = await browser.send('Browser.getVersion');
    const milestone = /\/(\d+)\./.exec(product)?.[1] ?? '0';
    await Promise.all([
      send('Page.enable'),
      send('Runtime.enable'),
      send('Network.enable'),
      send('Page.setLifecycleEventsEnabled', { enabled: true }),
      send('Network.setUserAgentOverride', {
        userAgent: PHONE.userAgent.replace(/(Chrome\/)[\d.]+/, `$1${milestone}.0.0.0`),
      }),
      send('Emulation.setDeviceMetricsOverride', {
        width: PHONE.screen.width,
        height: PHONE.screen.height,
        deviceScaleFactor: PHONE.screen.deviceScaleFactor,
        mobile: PHONE.screen.mobile,
      }),
      send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 }),
      send('Network.emulateNetworkConditions', PHONE.network),
      send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown }),
      send('Runtime.addBinding', { name: PROBE_BINDING, executionContextName: PROBE_WORLD }),
      send('Page.addScriptToEvaluateOnNewDocument', {
        source: `(${installProbe})(${JSON.stringify(PROBE_BINDING)}, ${JSON.stringify(ALERT_EVENT)}, (${probeDom})());`,
        worldName: PROBE_WORLD,
      }),
      send('Page.addScriptToEvaluateOnNewDocument', {
        source: `(${alertHook})(${JSON.stringify(ALERT_EVENT)});`,
      }),
    ]);

    const probe = async (call) => {
      const { result, exceptionDetails } = await send('Runtime.evaluate', {
        expression: `interactionProbe.${call}`,
        contextId: probeContext,
        returnByValue: true,
      });
      if (exceptionDetails) {
        throw new Error(`probe ${call}: ${exceptionDetails.exception?.description ?? ''}`);
      }
      return result.value;
    };

    const url = `${origin}${interaction.path}`;
    const navigated = send('Page.navigate', { url });
    const painted = waitForEvent(
      browser,
      (message) =>
        own(message) &&
        message.method === 'Page.lifecycleEvent' &&
        message.params.frameId === targetId &&
        message.params.name === 'firstContentfulPaint'
          ? true
          : undefined,
      paintTimeoutMs,
      `no first paint of ${url} in ${paintTimeoutMs / 1000} s`,
    );
    const { errorText } = await navigated;
    if (errorText) throw new Error(`${url}: ${errorText}`);
    await painted;
    if (probeContext === null) throw new Error(`the probe's world was not created on ${url}`);

    // The page streams in, so the target may be parsed after the first paint; a target still
    // missing once the document is parsed and the visitor has looked for `settleMs` is absent.
    let target = { found: false, parsed: false };
    for (let waited = 0; waited < paintTimeoutMs; waited += 250) {
      target = await probe(`locate(${serialize(interaction.target)})`);
      if (target.found || (target.parsed && waited >= Math.max(settleMs, 3000))) break;
      await sleep(250);
    }
    if (!target.found) throw new LostRun(`no target on ${interaction.path}`);
    // The visitor's very first act can only be on what the page shows on arrival.
    if (onlyInView && !target.inViewport) return { notInView: true };
    await sleep(leaveMs);
    let scrolled = 0;
    if (!target.inViewport) {
      // A scroll is itself a sign of intent the page may react to, so it comes before the wait.
      scrolled = Math.round(target.scrollTo);
      await send('Runtime.evaluate', {
        expression: `window.scrollTo({ top: ${scrolled}, behavior: 'instant' })`,
        contextId: probeContext,
      });
    }
    await sleep(settleMs);

    target = await probe(`locate(${serialize(interaction.target)})`);
    if (!target.found || !target.inViewport) {
      throw new LostRun(`target moved out of view on ${interaction.path}`);
    }
    if (!target.hit) throw new LostRun(`target covered by another element on ${interaction.path}`);
    const startOn = interaction.keys ? ['keydown'] : ['touchstart', 'pointerdown', 'mousedown'];
    const armed = await probe(`arm(${serialize({ results: interaction.results, startOn })})`);
    if (!armed.armed) throw new Error(`${armed.alreadyShown} already shows before the input`);

    const reported = waitForEvent(
      browser,
      (message) =>
        own(message) &&
        message.method === 'Runtime.bindingCalled' &&
        message.params.name === PROBE_BINDING
          ? JSON.parse(message.params.payload)
          : undefined,
      resultTimeoutMs,
      `lost: no result in ${resultTimeoutMs / 1000} s`,
    );
    reported.catch(() => undefined);
    await tap(send, target);
    if (interaction.keys) {
      // The tap focuses the box; the visitor starts typing a moment later.
      await sleep(interaction.typeAfterMs ?? 500);
      for (const key of interaction.keys) await press(send, key);
    }
    let record;
    try {
      record = await reported;
    } catch (error) {
      if (!(error instanceof LostRun)) throw error;
      const state = await probe('status()').catch(() => null);
      error.status = state;
      error.scrolled = scrolled;
      throw error;
    }
    return { ...record, scrolled, target: target.name, native: target.native };
  } finally {
    stopListening();
    await browser.send('Target.disposeBrowserContext', { browserContextId }).catch(() => undefined);
  }
}

/** A finger's tap at the element's centre, as a phone's touchscreen reports it. */
async function tap(send, { x, y }) {
  await send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  await send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** One key of a letter, down (typing the character) and up. */
async function press(send, letter) {
  const code = `Key${letter.toUpperCase()}`;
  const keyCode = letter.toUpperCase().charCodeAt(0);
  await send('Input.dispatchKeyEvent', {
    type: 'keyDown',
    key: letter,
    code,
    text: letter,
    unmodifiedText: letter,
    windowsVirtualKeyCode: keyCode,
  });
  await send('Input.dispatchKeyEvent', {
    type: 'keyUp',
    key: letter,
    code,
    windowsVirtualKeyCode: keyCode,
  });
}
