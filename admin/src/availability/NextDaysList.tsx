import { useQuery } from '@tanstack/react-query';
import type { DayAvailability } from '@app/contract/availability';
import { Stack } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { readNextDays } from './availabilityApi';
import { NEXT_DAYS_QUERY_KEY } from './useScheduleChange';

/** Why a day has no free slot, in the words staff read. */
export function dayReasonText(day: DayAvailability): string {
  switch (day.reason) {
    case null:
      return day.freeSlots === 1 ? '1 free slot' : `${day.freeSlots} free slots`;
    case 'day-off':
      return 'Day off';
    case 'closed':
      return `Closed: ${day.closure?.labelEn ?? ''}${day.closure?.estimated ? ' (estimated)' : ''}`;
    case 'fully-booked':
      return 'Fully booked';
    case 'within-notice':
      return 'Within minimum notice';
    case 'beyond-window':
      return 'Beyond the booking window';
  }
}

const dayName = (date: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(`${date}T12:00:00Z`));

/** The next 14 days as visitors see them: free slots, or why there are none. */
export function NextDaysList() {
  const days = useQuery({ queryKey: NEXT_DAYS_QUERY_KEY, queryFn: readNextDays, staleTime: 0 });
  if (days.isPending) return <Text role="status">Loading the next days...</Text>;
  if (days.isError) return <Text role="alert">The next days could not be loaded.</Text>;
  return (
    <Stack as="ul" gap="1" listStyleType="none" ps="0">
      {days.data.days.map((day) => (
        <Text as="li" key={day.date}>
          <Text as="span" fontWeight="medium">
            {dayName(day.date)}
          </Text>
          : {dayReasonText(day)}
        </Text>
      ))}
    </Stack>
  );
}
