import { queryOptions } from '@tanstack/react-query';
import type { TimeSlot } from '@app/contract';
import type { DayUnavailable } from '@app/contract/availability';
import { apiJson } from '@app/contract/client';
import { meetingSlotsPath, moveSlotQueryKeys } from '@app/contract/moveSlots';
import { API_PATHS } from '@app/contract/paths';
import { SLOTS_STALE_MS, slotQueryKeys } from '@app/contract/queries';

/** A date's free times, or why it has none (null when the answer does not say). */
export interface DaySlots {
  slots: TimeSlot[];
  unavailable: DayUnavailable | null;
}

const REASONS = new Set(['day-off', 'closed', 'fully-booked', 'within-notice', 'beyond-window']);

function unavailableOf(value: unknown): DayUnavailable | null {
  if (value === null || typeof value !== 'object' || !('reason' in value)) return null;
  if (typeof value.reason !== 'string' || !REASONS.has(value.reason)) return null;
  return value as DayUnavailable;
}

/** The answer is either a list or an object with a slots list (and, when empty, why). */
export function slotsFromAnswer(answer: unknown): DaySlots {
  if (Array.isArray(answer)) return { slots: answer as TimeSlot[], unavailable: null };
  if (answer !== null && typeof answer === 'object' && 'slots' in answer) {
    const { slots } = answer;
    const unavailable = 'unavailable' in answer ? unavailableOf(answer.unavailable) : null;
    if (Array.isArray(slots)) return { slots: slots as TimeSlot[], unavailable };
  }
  return { slots: [], unavailable: null };
}

/**
 * GET /api/calendar/available-slots for one local date in the visitor's zone. A failed read
 * counts as no slots, which the panel shows as its empty state.
 */
export function availableSlotsQuery(date: string, tz: string, services: readonly string[] = []) {
  const chosen = services.join(', ');
  return queryOptions<DaySlots>({
    queryKey: slotQueryKeys.one(date, tz, chosen),
    queryFn: async () => {
      // The firm's advisors each cover some services: the times of one covering them all.
      const params = new URLSearchParams({
        date,
        tz,
        ...(chosen === '' ? {} : { services: chosen }),
      });
      return slotsFromAnswer(await apiJson<unknown>(`${API_PATHS.availableSlots}?${params}`));
    },
    staleTime: SLOTS_STALE_MS,
  });
}

/**
 * The times the meeting of manage token `token` may move to on one local date: its own advisor's
 * and those covering its services, the meeting itself not busy (GET /api/meetings/:token/slots).
 */
export function moveSlotsQuery(token: string, date: string, tz: string) {
  return queryOptions<DaySlots>({
    queryKey: moveSlotQueryKeys.one(token, date, tz),
    queryFn: async () =>
      slotsFromAnswer(
        await apiJson<unknown>(`${meetingSlotsPath(token)}?${new URLSearchParams({ date, tz })}`),
      ),
    staleTime: SLOTS_STALE_MS,
  });
}
