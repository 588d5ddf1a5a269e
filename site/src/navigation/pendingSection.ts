import { pathWithoutLanguage } from '@app/contract/languages';

/**
 * A home-section link used on another page parks the section id in session storage,
 * navigates home, and the home page scrolls there once it has rendered.
 */
export const PENDING_SECTION_KEY = 'scrollToSection';
export const ARRIVAL_SCROLL_DELAY_MS = 100;

export function rememberSection(id: string): void {
  sessionStorage.setItem(PENDING_SECTION_KEY, id);
}

export function peekPendingSection(): string | null {
  return sessionStorage.getItem(PENDING_SECTION_KEY);
}

export function clearPendingSection(): void {
  sessionStorage.removeItem(PENDING_SECTION_KEY);
}

/**
 * '/#services' (or the Arabic home's '/ar#services') -> 'services'; undefined for links that are
 * not home-section links.
 */
export function homeSectionOf(href: string): string | undefined {
  const match = /^(\/[^#?]*)#([\w-]+)$/.exec(href);
  if (!match || pathWithoutLanguage(match[1] ?? '') !== '/') return undefined;
  return match[2];
}
