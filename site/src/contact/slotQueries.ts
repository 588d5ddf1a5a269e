import { queryOptions } from '@tanstack/react-query';
import type { TimeSlot } from '@app/contract';
import { apiJson } from '@app/contract/client';

export const AVAILABLE_SLOTS_PATH = '/api/calendar/available-slots';

/** Spec 7: the answer is either a list or an object with a slots list. */
export function slotsFromAnswer(answer: unknown): TimeSlot[] {
  if (Array.isArray(answer)) return answer as TimeSlot[];
  if (answer !== null && typeof answer === 'object' && 'slots' in answer) {
    const { slots } = answer;
    if (Array.isArray(slots)) return slots as TimeSlot[];
  }
  return [];
}

/**
 * GET /api/calendar/available-slots for one local date in the visitor's zone. Availability
 * changes as others book, so unlike the default it is stale at once: returning to a date asks
 * again. Spec 8: a failed read counts as no slots, which the panel shows as its empty state.
 */
export function availableSlotsQuery(date: string, tz: string) {
  return queryOptions<TimeSlot[]>({
    queryKey: [AVAILABLE_SLOTS_PATH, date, tz],
    queryFn: async () => {
      const params = new URLSearchParams({ date, tz });
      return slotsFromAnswer(await apiJson<unknown>(`${AVAILABLE_SLOTS_PATH}?${params}`));
    },
    staleTime: 0,
  });
}
