import type { DehydratedState } from '@tanstack/react-query';
import type { PublicCalendar } from '@app/contract/availability';

/** What the server hands the browser next to the HTML: the query cache and the site facts. */
export interface PageState {
  origin: string;
  /** The business date the page was rendered on (see SiteContextValue). */
  today: string;
  /** The business's IANA zone, from the BFF (see SiteContextValue). */
  businessTimeZone?: string;
  /** The booking calendar's days off and closed dates (see SiteContextValue). */
  bookingCalendar?: PublicCalendar;
  queries: DehydratedState;
}

/** The id of the `<script type="application/json">` holding the state (data, never executed). */
export const PAGE_STATE_ID = 'page-state';

export { jsonForScript } from '@app/shared-ui/host/jsonForScript';

export function readPageState(doc: Document): PageState | undefined {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as PageState) : undefined;
}
