import { createContext, useContext, type ReactNode } from 'react';
import type { PublicCalendar } from '@app/contract/availability';

/**
 * Facts of the deployment the pages need while rendering, identical on the server and in the
 * browser (the server ships them in the page state), so both render the same markup.
 */
export interface SiteContextValue {
  /** Public origin for canonical and Open Graph URLs, e.g. https://example.com (no slash). */
  origin: string;
  /**
   * The business's date (`yyyy-MM-dd`) the page was rendered on, which the booking calendar
   * counts from. The server sets it and ships it with the page, so the browser draws the same
   * month on hydration even when its own clock or zone says another day.
   */
  today?: string;
  /** The business's IANA zone, the BFF's `BOOKING_TIMEZONE`: the zone `today` is counted in. */
  businessTimeZone?: string;
  /** The booking calendar's days off and closed dates, from the staff's schedule. */
  bookingCalendar?: PublicCalendar;
  /**
   * The status the page asks the server to answer with (a not-found page sets 404). Only the
   * server passes a recorder; in the browser there is nothing to tell.
   */
  recordStatus?: (status: number) => void;
}

const SiteContext = createContext<SiteContextValue>({ origin: '' });

export function SiteContextProvider({
  value,
  children,
}: {
  value: SiteContextValue;
  children: ReactNode;
}) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSiteContext(): SiteContextValue {
  return useContext(SiteContext);
}

/** Marks the page being rendered with an HTTP status (404 for a missing page or post). */
export function useHttpStatus(status: number): void {
  const { recordStatus } = useSiteContext();
  // Called during render on purpose: the server renders once and reads the status right after.
  recordStatus?.(status);
}
