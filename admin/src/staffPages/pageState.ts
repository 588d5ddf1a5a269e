import type { DehydratedState } from '@tanstack/react-query';
import type { SessionUser } from '../auth/session';

/**
 * What the server sends with a staff screen it rendered (./server): who is signed in, the zone
 * its times are written in, and the query cache it read, so the app hydrates exactly the page the
 * server drew without asking the BFF again.
 */
export interface StaffPageState {
  /** The screen's address inside the admin (no /admin prefix), with its query: `/inbox?status=new`. */
  address: string;
  user: SessionUser;
  readerTimeZone: string;
  queries: DehydratedState;
}

/** The id of the `<script type="application/json">` holding the state (data, never executed). */
export const STAFF_PAGE_STATE_ID = 'staff-page-state';

export function readStaffPageState(doc: Document): StaffPageState | undefined {
  const text = doc.getElementById(STAFF_PAGE_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as StaffPageState;
  } catch {
    return undefined;
  }
}
