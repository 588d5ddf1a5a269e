/**
 * The free times offered for moving one meeting: the visitor's manage page asks by its link's
 * token, the staff's reschedule dialog by the meeting's id. With advisors they are the union of
 * the advisors who may take the meeting at a new time (its own advisor, and those covering its
 * services), the meeting itself not counted as busy; without, the firm's times. Same answer as
 * GET /api/calendar/available-slots; the query is `moveSlotsQuery` (booking.ts, beside the
 * public one). Browser-safe and free of zod: the site's lazy slot list imports it.
 */
import { API_PATHS, API_PREFIX } from './paths';

/** Route patterns below the prefix. */
export const MOVE_SLOTS_ROUTES = {
  visitor: '/meetings/:token/slots',
  staff: '/staff/meetings/:id/slots',
} as const;

/** `/api/meetings/{token}/slots`: the visitor's, by their manage link. */
export const meetingSlotsPath = (token: string): string =>
  `${API_PREFIX}/meetings/${encodeURIComponent(token)}/slots`;

/** `/api/staff/meetings/{id}/slots`: the staff's, by the meeting's id. */
export const staffMeetingSlotsPath = (id: string): string =>
  `${API_PREFIX}/staff/meetings/${encodeURIComponent(id)}/slots`;

/**
 * Under the public slots' keys of the date, so `slotQueryKeys.all` and `slotQueryKeys.date`
 * (after any booking or move, and the refresh button) cover these too. `meeting`: the token or
 * the id the list is for.
 */
export const moveSlotQueryKeys = {
  one: (meeting: string, date: string, tz: string) =>
    [API_PATHS.availableSlots, date, tz, 'move', meeting] as const,
};
