/**
 * The free times offered for moving one meeting: the visitor's manage page asks by its link's
 * token, the staff's reschedule dialog by the meeting's id. With advisors they are the union of
 * the advisors who may take the meeting at a new time (its own advisor, and those covering its
 * services), the meeting itself not counted as busy; without, the firm's times. Same answer as
 * GET /api/calendar/available-slots. Browser-safe.
 */
import { availableSlotsQuery } from './booking';
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

/** Query of both: a date, in `tz` when given (else the business zone). */
export const moveSlotsQuery = availableSlotsQuery.pick({ date: true, tz: true });

/**
 * Under the public slots' key, so invalidating `slotQueryKeys.all` after any booking or move
 * refreshes these too. `meeting`: the token or the id the list is for.
 */
export const moveSlotQueryKeys = {
  one: (meeting: string, date: string, tz: string) =>
    [API_PATHS.availableSlots, 'move', meeting, date, tz] as const,
};
