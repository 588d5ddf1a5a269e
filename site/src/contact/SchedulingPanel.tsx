/**
 * The booking panel (spec 2.7): calendar and the free slots of the chosen date. Loaded lazily
 * when the visitor asks for a meeting, so react-datepicker, its stylesheet and moment-timezone
 * stay out of the pages' first load.
 */
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import type { TimeSlot } from '@app/contract';
import { Button } from 'shared_ui/forms';
import { Box, HStack, SimpleGrid, Stack } from 'shared_ui/layout';
import { Spinner } from 'shared_ui/Spinner';
import { Text } from 'shared_ui/typography';
import { isSelectableDate, toIsoDate } from './calendarDates';
import { availableSlotsQuery } from './slotQueries';
import { formatSlotTime, visitorTimeZone, zoneLabel } from './slotTime';

/** Spec 4 / 9: the refresh button re-queries this long after clearing the slot. */
export const SLOT_REFRESH_DELAY_MS = 100;

/** react-datepicker's own sheet, in the brand's colours and type, with finger-sized days. */
const calendarLook = {
  '& .react-datepicker': { fontFamily: 'inherit', fontSize: 'sm', borderColor: 'border' },
  '& .react-datepicker__header': { bg: 'bg.muted', borderColor: 'border' },
  '& .react-datepicker__day, & .react-datepicker__day-name': { width: '9', lineHeight: '2.25rem' },
  '& .react-datepicker__day--selected, & .react-datepicker__day--selected:hover': {
    bg: 'brand.solid',
    color: 'black',
  },
  '& .react-datepicker__day--keyboard-selected:not(.react-datepicker__day--selected)': {
    bg: 'brand.subtle',
    color: 'fg',
  },
} as const;

export interface SchedulingPanelProps {
  date: Date;
  onDateChange(date: Date): void;
  selectedSlot: TimeSlot | null;
  onSelectSlot(slot: TimeSlot | null): void;
}

export default function SchedulingPanel({
  date,
  onDateChange,
  selectedSlot,
  onSelectSlot,
}: SchedulingPanelProps) {
  // The panel only renders in the browser, after the visitor ticks the box.
  const [timeZone] = useState(visitorTimeZone);
  const slotsQuery = useQuery(availableSlotsQuery(toIsoDate(date), timeZone));
  const { refetch } = slotsQuery;

  const refreshTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(refreshTimer.current), []);
  function refresh() {
    onSelectSlot(null);
    clearTimeout(refreshTimer.current);
    refreshTimer.current = setTimeout(() => void refetch(), SLOT_REFRESH_DELAY_MS);
  }

  // Spec 8: a failed read shows as no slots.
  const slots = slotsQuery.isError ? [] : (slotsQuery.data ?? []);

  return (
    <Stack
      direction={{ base: 'column', md: 'row' }}
      gap="6"
      borderWidth="1px"
      borderRadius="lg"
      p={{ base: '3', md: '5' }}
      align={{ base: 'stretch', md: 'flex-start' }}
    >
      <Box css={calendarLook}>
        <Text fontWeight="medium" mb="2">
          Choose a date
        </Text>
        <DatePicker
          inline
          selected={date}
          onChange={(next: Date | null) => {
            if (next) onDateChange(next);
          }}
          filterDate={(day: Date) => isSelectableDate(day, new Date())}
          minDate={new Date()}
          calendarStartDay={1}
        />
        <Text textStyle="sm" color="fg.muted" mt="2">
          Sunday is our day off
        </Text>
      </Box>

      <Box flex="1" minW="0">
        <HStack justify="space-between" mb="2" gap="3">
          <Text fontWeight="medium">Choose a time</Text>
          <Button size="sm" variant="outline" onClick={refresh}>
            Refresh
          </Button>
        </HStack>
        <Text textStyle="sm" color="fg.muted" mb="3">
          Times shown in your time zone: {zoneLabel(timeZone, date)}
        </Text>

        {slotsQuery.isFetching ? (
          <HStack role="status" gap="2" py="4">
            <Spinner size="sm" />
            <Text>Loading available slots...</Text>
          </HStack>
        ) : slots.length === 0 ? (
          <Box role="status" py="4">
            <Text fontWeight="medium">No available slots for this date</Text>
            <Text textStyle="sm" color="fg.muted">
              Try selecting another date.
            </Text>
          </Box>
        ) : (
          <SimpleGrid columns={2} gap="2" role="group" aria-label="Available times">
            {slots.map((slot) => {
              const selected = selectedSlot?.start === slot.start;
              return (
                <Button
                  key={slot.start}
                  size="sm"
                  variant={selected ? 'solid' : 'outline'}
                  aria-pressed={selected}
                  onClick={() => onSelectSlot(slot)}
                >
                  {formatSlotTime(slot.start, timeZone)}
                </Button>
              );
            })}
          </SimpleGrid>
        )}
      </Box>
    </Stack>
  );
}
