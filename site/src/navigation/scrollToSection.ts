/** Section links stop 120 px above the target so the fixed 96 px bar never hides it. */
export const SECTION_SCROLL_OFFSET_PX = 120;

/** Smoothly scrolls the window to the element with this id; false when the page has none. */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) {
    return false;
  }
  const top = target.getBoundingClientRect().top + window.scrollY - SECTION_SCROLL_OFFSET_PX;
  window.scrollTo({ top, behavior: 'smooth' });
  return true;
}
