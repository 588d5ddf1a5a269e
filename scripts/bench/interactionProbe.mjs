/* global document, window, requestAnimationFrame, MutationObserver */
// The part of the first-interaction benchmark that runs in the page. It is installed in an
// isolated world (its own globals, the page's DOM and clock), so the page neither sees it nor can
// disturb it, and it costs nothing until the benchmark arms it: then the first input event of the
// interaction starts the clock (the event's own timeStamp, taken when the browser received the
// touch or key, so a busy main thread counts against the page) and every animation frame checks
// whether the result shows. Checks go by roles, accessible names and visible text rather than by
// class names, so they hold whether a dialog is a scripted role="dialog", a native <dialog open>,
// a [popover] or an open <details>.

/** The world's name, and the binding through which the probe hands its record to Node. */
export const PROBE_WORLD = 'interaction-bench';
export const PROBE_BINDING = 'interactionBenchReport';
/** What the main-world hook dispatches when the page calls alert(): alerts are browser UI. */
export const ALERT_EVENT = 'interaction-bench-alert';

/** Runs in the page's main world: the moment an alert opens is the moment it shows. */
export function alertHook(eventName) {
  const alert = window.alert;
  window.alert = function benchAlert(message) {
    document.dispatchEvent(new CustomEvent(eventName, { detail: String(message ?? '') }));
    return alert.call(window, message);
  };
}

/**
 * Runs in the isolated world of every document before the page's own scripts; `dom` is what
 * probeDom() (probeDom.mjs) answers in that world.
 */
export function installProbe(binding, alertEvent, dom) {
  const { byRole, byText, articleSlug, DIALOGS, locate, nameOf, pattern, roleOf, shown } = dom;

  /**
   * A result spec becomes two steps: `candidates()` reads the DOM only (rerun after mutations),
   * `holds(candidates)` reads layout (rerun every frame, so a fade-in is seen when it starts).
   */
  function resultCheck(result) {
    switch (result.kind) {
      case 'dialog':
        return {
          candidates: () =>
            [...document.querySelectorAll(DIALOGS)].filter((element) =>
              pattern(result.name).test(nameOf(element)),
            ),
          holds: (elements) => elements.some((element) => shown(element)),
        };
      case 'control':
        return {
          candidates: () => byRole(result.roles, result.name),
          holds: (elements) => elements.some((element) => shown(element)),
        };
      case 'text':
        return {
          candidates: () => byText(result.text),
          holds: (elements) =>
            elements.some((element) => shown(element)) ||
            (result.orAlert === true && alerts.some((alert) => matchesAlert(alert, result))),
        };
      case 'articles': {
        // The list shows exactly the expected articles (no more, no fewer).
        const expected = [...result.slugs].sort().join('\n');
        return {
          candidates: () => [...document.querySelectorAll('a[href]')].filter(articleSlug),
          holds: (links) => {
            const slugs = new Set(
              links.filter((link) => shown(link, { inViewport: false })).map(articleSlug),
            );
            return [...slugs].sort().join('\n') === expected;
          },
        };
      }
      case 'value':
        // A text field that is one of `roles`, named `name`, holds `text`.
        return {
          candidates: () => byRole(result.roles, result.name),
          holds: (fields) =>
            fields.some(
              (field) =>
                shown(field) &&
                String(field.value).toLowerCase().includes(result.text.toLowerCase()),
            ),
        };
      default:
        throw new Error(`unknown result kind ${result.kind}`);
    }
  }

  const alerts = [];
  let viaAlert = false;
  const matchesAlert = (alert, spec) =>
    started !== null &&
    alert.at >= started.at &&
    alert.text.toLowerCase().includes(spec.text.toLowerCase());
  document.addEventListener(alertEvent, (event) => {
    alerts.push({ at: performance.now(), text: String(event.detail) });
    // The alert blocks the page until it is dismissed: its time is taken now.
    if (armed && started !== null) check();
  });

  let armed = null;
  let started = null;
  let finished = false;
  const marks = {};
  let checks = [];
  let dirty = true;
  const observer = new MutationObserver(() => {
    dirty = true;
  });

  function isScript(entry) {
    return entry.initiatorType === 'script' || /\.m?js(?:[?#]|$)/.test(entry.name);
  }

  function scriptBytes(from, to) {
    let bytes = 0;
    let files = 0;
    for (const entry of performance.getEntriesByType('resource')) {
      if (isScript(entry) && entry.responseEnd > from && entry.responseEnd <= to) {
        bytes += entry.transferSize;
        files += 1;
      }
    }
    return { bytes, files };
  }

  function report() {
    finished = true;
    observer.disconnect();
    const resultAt = marks.result;
    const [paint] = performance.getEntriesByName('first-contentful-paint');
    const record = {
      ms: resultAt - started.at,
      milestones: Object.fromEntries(
        Object.entries(marks).map(([name, at]) => [name, Math.round(at - started.at)]),
      ),
      startEvent: started.type,
      fcpMs: paint ? Math.round(paint.startTime) : null,
      inputAtMs: Math.round(started.at),
      scriptBeforeInput: scriptBytes(-1, started.at),
      scriptAfterInput: scriptBytes(started.at, resultAt),
      viaAlert,
    };
    globalThis[binding](JSON.stringify(record));
  }

  const allMarked = () => checks.every((step) => marks[step.name] !== undefined);

  /** One check per frame; a step that holds is timed after the frame that shows it is painted. */
  function check() {
    if (finished) return;
    if (dirty) {
      dirty = false;
      for (const step of checks) step.found = step.check.candidates();
    }
    for (const step of checks) {
      if (step.seen || !step.check.holds(step.found)) continue;
      step.seen = true;
      const alertShown =
        step.spec.kind === 'text' ? alerts.find((alert) => matchesAlert(alert, step.spec)) : null;
      if (alertShown) {
        // An alert is browser UI, painted the moment it is called.
        marks[step.name] = alertShown.at;
        viaAlert = true;
      } else {
        // rAF callbacks run just before the frame's style, layout and paint: a task queued
        // from here runs once that frame has been painted.
        setTimeout(() => {
          marks[step.name] = performance.now();
          if (!finished && allMarked()) report();
        }, 0);
      }
    }
    if (allMarked()) {
      report();
    } else if (checks.some((step) => !step.seen)) {
      requestAnimationFrame(check);
    }
  }

  function start(event) {
    if (!armed || started !== null || !armed.startOn.includes(event.type)) return;
    started = { at: event.timeStamp, type: event.type };
    observer.observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    requestAnimationFrame(check);
  }
  for (const type of ['touchstart', 'pointerdown', 'mousedown', 'keydown']) {
    window.addEventListener(type, start, { capture: true, passive: true });
  }

  /**
   * Readies the measurement: the first `startOn` event starts the clock. Refuses when a result
   * already shows, since the interaction would then prove nothing.
   */
  function arm({ results, startOn }) {
    checks = Object.entries(results).map(([name, spec]) => ({
      name,
      spec,
      check: resultCheck(spec),
      found: [],
      seen: false,
    }));
    for (const step of checks) {
      if (step.check.holds(step.check.candidates()))
        return { armed: false, alreadyShown: step.name };
    }
    dirty = true;
    armed = { startOn };
    return { armed: true };
  }

  function status() {
    return {
      started: started !== null,
      marks: Object.fromEntries(
        Object.entries(marks).map(([name, at]) => [name, Math.round(at - (started?.at ?? 0))]),
      ),
      scriptBeforeInput: started ? scriptBytes(-1, started.at) : null,
    };
  }

  // Only the probe's own world sees this global.
  globalThis.interactionProbe = { locate, arm, status, shown, nameOf, roleOf };
}
