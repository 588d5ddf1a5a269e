import { useEffect } from 'react';
import { scrollToSection } from './scrollToSection';
import {
  ARRIVAL_SCROLL_DELAY_MS,
  clearPendingSection,
  homeSectionOf,
  peekPendingSection,
} from './pendingSection';

/**
 * On the home page: scrolls to the section a link on another page asked for, or to the one in the
 * address (a section link followed before that page was live is a plain link to '/#contact',
 * where the browser's own jump would leave the heading under the fixed bar). The id is cleared
 * when the scroll happens rather than on mount, so StrictMode's mount-unmount-mount in
 * development cannot swallow it.
 */
export function usePendingSectionScroll(): void {
  useEffect(() => {
    const id = peekPendingSection() ?? homeSectionOf(`/${window.location.hash}`) ?? null;
    if (id === null) {
      return;
    }
    const timer = window.setTimeout(() => {
      clearPendingSection();
      scrollToSection(id);
    }, ARRIVAL_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
}
