/** Section links stop 120 px above the target so the fixed 96 px bar never hides it. */
export const SECTION_SCROLL_OFFSET_PX = 120;

/** What a visitor does to take the scroll over; after it, the page stays where they put it. */
const TAKE_OVER_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** The one scroll being set right, if any: a newer section link replaces it. */
let settling: AbortController | undefined;

/**
 * Smoothly scrolls the window to the element with this id; false when the page has none. The
 * target is measured when the scroll starts; if the page above it changes height meanwhile (a
 * section that finished rendering on arrival from another page), the smooth scroll ends off by
 * that much, so it is set right once when it ends, unless the visitor has taken the scroll over.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) {
    return false;
  }
  const top = target.getBoundingClientRect().top + window.scrollY - SECTION_SCROLL_OFFSET_PX;
  settling?.abort();
  window.scrollTo({ top, behavior: 'smooth' });
  // Already there: no scroll happens, so no scroll will end.
  if (Math.abs(top - window.scrollY) < 1) return true;
  const settle = new AbortController();
  settling = settle;
  for (const type of TAKE_OVER_EVENTS) {
    window.addEventListener(type, () => settle.abort(), { once: true, signal: settle.signal });
  }
  window.addEventListener(
    'scrollend',
    () => {
      settle.abort();
      const drift = target.getBoundingClientRect().top - SECTION_SCROLL_OFFSET_PX;
      if (Math.abs(drift) >= 1)
        window.scrollTo({ top: window.scrollY + drift, behavior: 'instant' });
    },
    { once: true, signal: settle.signal },
  );
  return true;
}
