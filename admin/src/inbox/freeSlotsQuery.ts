/**
 * The times a meeting may move to, for the reschedule dialog only (kept out of the inbox's
 * shared reads, which the header's count loads with the shell).
 */
import { queryOptions } from '@tanstack/react-query';
import type { AvailableSlotsResponse } from '@app/contract/booking';
import { apiJson } from '@app/contract/client';
import { moveSlotQueryKeys, staffMeetingSlotsPath } from '@app/contract/moveSlots';
import { SLOTS_STALE_MS } from '@app/contract/queries';
import { ADMIN_HEADERS } from '../auth/session';

/**
 * GET /api/staff/meetings/:id/slots for one date of the business's clock: the times of the
 * meeting's advisor and of those covering its services, the meeting itself not busy.
 */
export const freeSlotsQuery = (meetingId: string, date: string, tz: string) =>
  queryOptions({
    queryKey: moveSlotQueryKeys.one(meetingId, date, tz),
    queryFn: async () => {
      const params = new URLSearchParams({ date, tz });
      const path = `${staffMeetingSlotsPath(meetingId)}?${params}`;
      return (await apiJson<AvailableSlotsResponse>(path, { headers: ADMIN_HEADERS })).slots;
    },
    staleTime: SLOTS_STALE_MS,
  });
