/**
 * The free times of the chosen date in the visitor's zone, as "3:30 PM". Loaded lazily once the
 * page is live and a meeting is asked for: it needs the visitor's zone, which only the browser
 * knows, the API's answer, and moment-timezone, which stays out of the pages' first load.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TimeSlot } from '@app/contract';
import { Button } from 'shared_ui/forms';
import { Box, SimpleGrid } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { useI18n } from '../i18n/I18nProvider';
import { LoadingSlots } from './LoadingSlots';
import { noSlotsReason } from './dayReasons';
import { availableSlotsQuery, moveSlotsQuery } from './slotQueries';
import { formatSlotTime, visitorTimeZone, zoneLabel } from './slotTime';

export interface SlotTimesProps {
  /** `yyyy-MM-dd`, a calendar date in the visitor's zone. */
  date: string;
  selectedSlot: TimeSlot | null;
  onSelectSlot(slot: TimeSlot): void;
  /** The services the visitor chose: the times offered are those of an advisor covering them. */
  services?: readonly string[];
  /** The manage link's token when the times are for moving that meeting (its own services). */
  moving?: string;
}

export default function SlotTimes({
  date,
  selectedSlot,
  onSelectSlot,
  services,
  moving,
}: SlotTimesProps) {
  const { t, locale } = useI18n();
  const [timeZone] = useState(visitorTimeZone);
  const slotsQuery = useQuery(
    moving === undefined
      ? availableSlotsQuery(date, timeZone, services)
      : moveSlotsQuery(moving, date, timeZone),
  );

  // A failed read shows as no slots: the visitor can still send the message.
  const slots = slotsQuery.isError ? [] : (slotsQuery.data?.slots ?? []);
  const unavailable = slotsQuery.isError ? null : (slotsQuery.data?.unavailable ?? null);

  return (
    <>
      <Text textStyle="sm" color="fg.muted" mb="3">
        {t('booking.zone', { zone: zoneLabel(timeZone, date) })}
      </Text>

      {slotsQuery.isFetching ? (
        <LoadingSlots />
      ) : slots.length === 0 ? (
        <Box role="status" py="4">
          <Text fontWeight="medium">
            {unavailable === null
              ? t('booking.noSlots')
              : noSlotsReason(date, unavailable, t, locale)}
          </Text>
          <Text textStyle="sm" color="fg.muted">
            {t('booking.tryAnotherDate')}
          </Text>
        </Box>
      ) : (
        <SimpleGrid columns={2} gap="2" role="group" aria-label={t('booking.times')}>
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
                {formatSlotTime(slot.start, timeZone, locale)}
              </Button>
            );
          })}
        </SimpleGrid>
      )}
    </>
  );
}
