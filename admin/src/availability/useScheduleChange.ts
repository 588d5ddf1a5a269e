import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AVAILABILITY_QUERY_KEY, type AvailabilityResponse } from '@app/contract/availability';

export const NEXT_DAYS_QUERY_KEY = [...AVAILABILITY_QUERY_KEY, 'next-days'] as const;

/** A change to the schedule: the answer replaces the screen's copy, and the 14 days are re-read. */
export function useScheduleChange<Input>(change: (input: Input) => Promise<AvailabilityResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (answer) => {
      queryClient.setQueryData(AVAILABILITY_QUERY_KEY, answer);
      await queryClient.invalidateQueries({ queryKey: NEXT_DAYS_QUERY_KEY });
    },
  });
}
