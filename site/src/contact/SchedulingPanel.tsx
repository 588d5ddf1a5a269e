/**
 * The booking panel: a calendar and the free slots of the chosen date. The server
 * renders it into every contact form, hidden until the "book a meeting" checkbox is ticked: CSS
 * shows it (`form:has(...:checked)`), so a tap shows the calendar at once, before any script.
 * The times need the visitor's zone and the API, so they come once the page is live (SlotTimes,
 * a lazy chunk with moment-timezone); until then the column says it is loading them.
 */
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TimeSlot } from '@app/contract';
import { Button } from 'shared_ui/forms';
import { Box, HStack } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { useI18n } from '../i18n/I18nProvider';
import { useSiteContext } from '../page/siteContext';
import { daysOffOf, weekdayName } from './calendarDates';
import { LoadingSlots } from './LoadingSlots';
import { MonthCalendar } from './MonthCalendar';
import { slotQueryKeys } from '@app/contract/queries';

const loadSlotTimes = () => import('./SlotTimes');
const SlotTimes = lazy(loadSlotTimes);
/** Starts the times' download a moment before they are needed (pointing at the checkbox). */
export const preloadSlotTimes = () => void loadSlotTimes();

/** The refresh button re-queries this long after clearing the slot. */
export const SLOT_REFRESH_DELAY_MS = 100;

/** The name of the checkbox whose ticking shows the panel. */
export const BOOK_MEETING_FIELD = 'bookMeeting';

export interface SlotPickerProps {
  /** The business date the calendar counts from. */
  today: string;
  /** `yyyy-MM-dd`. */
  date: string;
  onDateChange(date: string): void;
  /** True once the page is live and the visitor asks for a meeting: the times may load. */
  showTimes: boolean;
  selectedSlot: TimeSlot | null;
  onSelectSlot(slot: TimeSlot | null): void;
  /** The services chosen in the form, which decide whose times are offered. */
  services?: readonly string[];
  /** The manage link's token on the meeting page: the times that meeting may move to. */
  moving?: string;
}

export type SchedulingPanelProps = SlotPickerProps;

/**
 * The month calendar and the free times of the chosen date, with the refresh button: the two
 * columns of the contact form's booking panel, and of the meeting page's "Reschedule". The
 * parent lays them out (a row from medium screens up, a column below).
 */
export function SlotPicker({
  today,
  date,
  onDateChange,
  showTimes,
  selectedSlot,
  onSelectSlot,
  services,
  moving,
}: SlotPickerProps) {
  const { t, locale } = useI18n();
  const { bookingCalendar } = useSiteContext();
  const daysOff = daysOffOf(bookingCalendar);
  const names = daysOff.map((iso) => weekdayName(iso, locale));
  // "Sunday is our day off" stays word for word while Sunday is the only one.
  const dayOff =
    daysOff.length === 0
      ? null
      : daysOff.length === 1 && daysOff[0] === 7
        ? t('booking.dayOff')
        : daysOff.length === 1
          ? t('booking.dayOffOne', { day: names[0] ?? '' })
          : t('booking.daysOff', {
              days: new Intl.ListFormat(locale, { type: 'conjunction' }).format(names),
            });
  const queryClient = useQueryClient();
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(refreshTimer.current), []);
  function refresh() {
    onSelectSlot(null);
    clearTimeout(refreshTimer.current);
    refreshTimer.current = setTimeout(() => {
      void queryClient.refetchQueries({ queryKey: slotQueryKeys.date(date), type: 'active' });
    }, SLOT_REFRESH_DELAY_MS);
  }

  return (
    <>
      <Box>
        <MonthCalendar today={today} selected={date} onSelect={onDateChange} />
        {dayOff !== null && (
          <Text textStyle="sm" color="fg.muted" mt="2">
            {dayOff}
          </Text>
        )}
      </Box>

      <Box flex="1" minW="0">
        <HStack justify="space-between" mb="2" gap="3">
          <Text fontWeight="medium">{t('booking.chooseTime')}</Text>
          <Button size="sm" variant="outline" onClick={refresh}>
            {t('booking.refresh')}
          </Button>
        </HStack>
        {showTimes ? (
          <Suspense fallback={<LoadingSlots />}>
            <SlotTimes
              date={date}
              selectedSlot={selectedSlot}
              onSelectSlot={onSelectSlot}
              services={services}
              moving={moving}
            />
          </Suspense>
        ) : (
          <LoadingSlots />
        )}
      </Box>
    </>
  );
}

/** The contact form's booking panel: the slot picker, shown by CSS once the box is ticked. */
export function SchedulingPanel(props: SchedulingPanelProps) {
  return (
    <Box
      data-scheduling-panel=""
      // Hidden (taking no space) until the checkbox is ticked, by the browser alone.
      display="none"
      css={{ [`form:has(input[name="${BOOK_MEETING_FIELD}"]:checked) &`]: { display: 'flex' } }}
      flexDirection={{ base: 'column', md: 'row' }}
      gap="6"
      borderWidth="1px"
      borderRadius="lg"
      p={{ base: '3', md: '5' }}
      alignItems={{ base: 'stretch', md: 'flex-start' }}
    >
      <SlotPicker {...props} />
    </Box>
  );
}
