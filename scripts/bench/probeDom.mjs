/* global document, window, Node, NodeFilter */
// The page-reading half of the first-interaction probe (interactionProbe.mjs): roles, accessible
// names, visibility and where a target is, read the way assistive technology and the visitor's
// eyes would. probeDom is serialised into the page like the probe, so it imports nothing and
// refers to nothing outside itself.

/** Runs in the probe's isolated world; answers the helpers the probe reads the page with. */
export function probeDom() {
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

  return { byRole, byText, articleSlug, DIALOGS, locate, nameOf, pattern, roleOf, shown };
}
