/* global document, window, requestAnimationFrame, MutationObserver, Node, NodeFilter */
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

/** Runs in the isolated world of every document before the page's own scripts. */
export function installProbe(binding, alertEvent) {
  const norm = (text) => text.replace(/\s+/g, ' ').trim();

  /** Text as assistive technology reads it: aria-hidden subtrees and scripts left out. */
  function textOf(node) {
    if (node.nodeType === Node.TEXT_NODE) return node.data;
    if (node.nodeType !== Node.ELEMENT_NODE) return '';
    if (node.getAttribute('aria-hidden') === 'true') return '';
    if (['SCRIPT', 'STYLE', 'TEMPLATE'].includes(node.tagName)) return '';
    let text = node.tagName === 'IMG' ? (node.getAttribute('alt') ?? '') : '';
    for (const child of node.childNodes) text += textOf(child);
    return ` ${text} `;
  }

  const NAME_FROM_CONTENT = new Set(['button', 'link', 'tab', 'checkbox', 'radio', 'option']);

  /** The accessible name, simplified: labelledby, label, <label>, then content or text. */
  function nameOf(element) {
    const ids = element.getAttribute('aria-labelledby');
    if (ids) {
      const named = ids
        .split(/\s+/)
        .map((id) => document.getElementById(id))
        .filter(Boolean)
        .map(textOf)
        .join(' ');
      if (norm(named)) return norm(named);
    }
    const label = element.getAttribute('aria-label');
    if (label && norm(label)) return norm(label);
    if (element.labels && element.labels.length > 0) {
      return norm([...element.labels].map(textOf).join(' '));
    }
    if (element.localName === 'input' && ['button', 'submit', 'reset'].includes(element.type)) {
      return norm(element.value);
    }
    if (element.getAttribute('placeholder')) return norm(element.getAttribute('placeholder'));
    // A dialog without a label (a bare <dialog> or popover) is matched by what it says.
    if (NAME_FROM_CONTENT.has(roleOf(element)) || isDialog(element)) return norm(textOf(element));
    return '';
  }

  function roleOf(element) {
    const explicit = element.getAttribute('role');
    if (explicit && explicit.trim()) return explicit.trim().split(/\s+/)[0];
    switch (element.localName) {
      case 'button':
      case 'summary':
        return 'button';
      case 'a':
      case 'area':
        return element.hasAttribute('href') ? 'link' : null;
      case 'dialog':
        return 'dialog';
      case 'textarea':
        return 'textbox';
      case 'option':
        return 'option';
      case 'select':
        return element.multiple || element.size > 1 ? 'listbox' : 'combobox';
      case 'input':
        switch (element.type) {
          case 'checkbox':
            return 'checkbox';
          case 'radio':
            return 'radio';
          case 'button':
          case 'submit':
          case 'reset':
          case 'image':
            return 'button';
          case 'search':
            return 'searchbox';
          case 'hidden':
            return null;
          default:
            return 'textbox';
        }
      default:
        return null;
    }
  }

  const DIALOGS = 'dialog, [role="dialog"], [role="alertdialog"], [popover]';
  const isDialog = (element) => element.matches(DIALOGS);

  /**
   * Seen by the visitor: laid out with a box bigger than the 1 px of visually hidden text, no
   * display:none, visibility:hidden, opacity 0 or skipped content on it or an ancestor, and
   * inside the viewport.
   */
  function shown(element, { inViewport = true } = {}) {
    if (!element.isConnected) return false;
    if (
      typeof element.checkVisibility === 'function' &&
      !element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    ) {
      return false;
    }
    const box = element.getBoundingClientRect();
    if (box.width < 2 || box.height < 2) return false;
    if (!inViewport) return true;
    return (
      box.bottom > 0 &&
      box.right > 0 &&
      box.top < window.innerHeight &&
      box.left < window.innerWidth
    );
  }

  const pattern = ({ source, flags }) => new RegExp(source, flags);

  /** Where each role can be, so a check per frame does not visit the whole DOM. */
  const ROLE_ELEMENTS = {
    button:
      'button, summary, input[type="button"], input[type="submit"], input[type="reset"], input[type="image"]',
    link: 'a[href], area[href]',
    checkbox: 'input[type="checkbox"]',
    radio: 'input[type="radio"]',
    searchbox: 'input[type="search"]',
    textbox: 'input, textarea',
    combobox: 'select',
    listbox: 'select',
    option: 'option',
    dialog: 'dialog',
  };

  /** Elements with one of `roles` whose accessible name matches, in document order. */
  function byRole(roles, name) {
    const wanted = new Set(roles);
    const matcher = pattern(name);
    const selector = roles
      .flatMap((role) => [
        `[role~="${role}"]`,
        ...(ROLE_ELEMENTS[role] ? [ROLE_ELEMENTS[role]] : []),
      ])
      .join(', ');
    return [...document.body.querySelectorAll(selector)].filter(
      (element) => wanted.has(roleOf(element)) && matcher.test(nameOf(element)),
    );
  }

  /** The innermost elements holding the text (one text node's worth, case ignored). */
  function byText(text) {
    const needle = text.toLowerCase();
    const found = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.data.toLowerCase().includes(needle) && node.parentElement) {
        found.push(node.parentElement);
      }
    }
    return found;
  }

  /** The slug of a link to an article, or null. */
  function articleSlug(link) {
    const match = /^\/blog\/([^/?#]+)\/?$/.exec(new URL(link.href, document.baseURI).pathname);
    return match ? decodeURIComponent(match[1]) : null;
  }

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

  /** The element to press for a target: a visually hidden native checkbox is pressed by its label. */
  function pressable(element) {
    const box = element.getBoundingClientRect();
    if ((box.width < 2 || box.height < 2) && element.labels && element.labels.length > 0) {
      return element.labels[0];
    }
    return element;
  }

  /** The page's own invokers that open things with no script. */
  function nativeInvoker(element) {
    const invoker = element.closest('[popovertarget], [commandfor], summary, label[for]');
    if (!invoker) return null;
    if (invoker.localName === 'summary') return 'summary';
    if (invoker.hasAttribute('popovertarget')) return 'popovertarget';
    if (invoker.hasAttribute('commandfor')) return 'commandfor';
    return null;
  }

  function locate(target) {
    const matches = byRole(target.roles, target.name).map(pressable);
    const element = matches.find((candidate) => shown(candidate, { inViewport: false }));
    // Once the document is parsed, a missing target will not come (the page has no such control).
    if (!element) return { found: false, parsed: document.readyState !== 'loading' };
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const hit = document.elementFromPoint(x, y);
    return {
      found: true,
      name: nameOf(element) || norm(textOf(element)),
      x,
      y,
      // Where to scroll so that the target sits mid-screen, clear of any fixed header.
      scrollTo: Math.max(0, window.scrollY + y - window.innerHeight / 2),
      inViewport: y > 0 && y < window.innerHeight && x > 0 && x < window.innerWidth,
      hit: hit !== null && (element === hit || element.contains(hit) || hit.contains(element)),
      native: nativeInvoker(element),
    };
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
