import { queryOptions } from '@tanstack/react-query';
import type { TimeSlot } from '@app/contract';
import { apiJson } from '@app/contract/client';
import { API_PATHS } from '@app/contract/paths';
import { SLOTS_STALE_MS, slotQueryKeys } from '@app/contract/queries';

/** The answer is either a list or an object with a slots list. */
export function slotsFromAnswer(answer: unknown): TimeSlot[] {
  if (Array.isArray(answer)) return answer as TimeSlot[];
  if (answer !== null && typeof answer === 'object' && 'slots' in answer) {
    const { slots } = answer;
    if (Array.isArray(slots)) return slots as TimeSlot[];
  }
  return [];
}

/**
 * GET /api/calendar/available-slots for one local date in the visitor's zone. A failed read
 * counts as no slots, which the panel shows as its empty state.
 */
export function availableSlotsQuery(date: string, tz: string) {
  return queryOptions<TimeSlot[]>({
    queryKey: slotQueryKeys.one(date, tz),
    queryFn: async () => {
      const params = new URLSearchParams({ date, tz });
      return slotsFromAnswer(await apiJson<unknown>(`${API_PATHS.availableSlots}?${params}`));
    },
    staleTime: SLOTS_STALE_MS,
  });
}
