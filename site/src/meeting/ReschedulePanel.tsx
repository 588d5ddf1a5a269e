import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimeSlot } from '@app/contract';
import { errorBodyOf, HttpError } from '@app/contract/client';
import { slotQueryKeys } from '@app/contract/queries';
import { Alert } from 'shared_ui/feedback';
import { Button } from 'shared_ui/forms';
import { Box, Flex, HStack } from 'shared_ui/layout';
import { Heading, Text } from 'shared_ui/typography';
import { firstSelectableDate } from '../contact/calendarDates';
import { useI18n } from '../i18n/I18nProvider';
import { useSiteContext } from '../page/siteContext';
import { useBusinessToday } from '../contact/ContactForm';
import { SlotPicker } from '../contact/SchedulingPanel';
import { loadVisitorTimeZone } from '../contact/visitorZone';
import { rescheduleMeeting } from './meetingApi';
import { meetingQueryKey } from './meetingQuery';
import type { Notice } from './MeetingNotice';
import { meetingTimeLine, meetingTimeText } from './meetingTime';
import { bodyRefusal, refusalText } from '../i18n/refusalText';

export interface ReschedulePanelProps {
  /** The panel's id, which the "Reschedule" button controls. */
  id: string;
  token: string;
  onDone(notice: Notice): void;
  onClose(): void;
}

/**
 * The contact form's calendar and free times (the same SlotPicker, asking for the times this
 * meeting may move to), for choosing another time;
 * "Move meeting" sends the slot's start and the visitor's zone. A slot taken meanwhile (409)
 * reads the free times again and says so; other refusals show the BFF's words.
 */
export function ReschedulePanel({ id, token, onDone, onClose }: ReschedulePanelProps) {
  const { t, locale } = useI18n();
  const queryClient = useQueryClient();
  const today = useBusinessToday();
  const { bookingCalendar } = useSiteContext();
  const [date, setDate] = useState(() => firstSelectableDate(today, bookingCalendar));
  const [slot, setSlot] = useState<TimeSlot | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const move = useMutation({
    mutationFn: async (chosen: TimeSlot) => {
      const timeZone = await loadVisitorTimeZone();
      return rescheduleMeeting(token, {
        startTime: chosen.start,
        ...(timeZone === undefined ? {} : { timeZone }),
      });
    },
  });

  // Opened by the visitor: the keyboard starts at the panel's heading, before the calendar.
  useEffect(() => heading.current?.focus(), []);

  const changeDate = useCallback((next: string) => {
    setDate(next);
    setSlot(null);
  }, []);

  function selectSlot(next: TimeSlot | null) {
    setSlot(next);
    if (next !== null) setProblem(null);
  }

  async function submit() {
    if (slot === null) {
      setProblem(t('meeting.move.noSlot'));
      return;
    }
    setProblem(null);
    try {
      const answer = await move.mutateAsync(slot);
      queryClient.setQueryData(meetingQueryKey(token), answer);
      // The new slot is taken and the old one free: every list of free times is stale. None is
      // read now: this page's own list went with its link, which the move ended (404 from now).
      void queryClient.invalidateQueries({ queryKey: slotQueryKeys.all, refetchType: 'none' });
      const { start, end, timeZone } = answer.meeting;
      onDone({
        kind: 'success',
        // The move ended this page's link: the new one is in the e-mail (moveLimit.ts).
        text: t('meeting.move.done', {
          time: meetingTimeLine(meetingTimeText(start, end, timeZone, locale), locale),
        }),
      });
    } catch (error) {
      const body = errorBodyOf(error);
      const status = error instanceof HttpError ? error.status : undefined;
      setSlot(null);
      if (status === 409) {
        setProblem(refusalText(bodyRefusal(body), t, t('meeting.move.slotTaken')));
        void queryClient.invalidateQueries({ queryKey: slotQueryKeys.all });
      } else {
        const refusal = body?.fieldCodes?.startTime?.[0] ?? bodyRefusal(body);
        setProblem(refusalText(refusal, t, t('meeting.failed')));
      }
      // Cancelled or closed meanwhile, or the link has ended: show the meeting as it now stands.
      if (status === 409 || status === 404) {
        void queryClient.invalidateQueries({ queryKey: meetingQueryKey(token) });
      }
    }
  }

  return (
    <Box
      id={id}
      as="section"
      aria-labelledby={`${id}-title`}
      borderWidth="1px"
      borderRadius="lg"
      p={{ base: '3', md: '5' }}
    >
      <Heading id={`${id}-title`} ref={heading} tabIndex={-1} as="h2" size="md" mb="4">
        {t('meeting.move.title')}
      </Heading>
      <Flex
        direction={{ base: 'column', md: 'row' }}
        gap="6"
        align={{ base: 'stretch', md: 'flex-start' }}
      >
        <SlotPicker
          today={today}
          date={date}
          onDateChange={changeDate}
          showTimes
          selectedSlot={slot}
          onSelectSlot={selectSlot}
          moving={token}
        />
      </Flex>
      {problem === null ? null : (
        <Alert.Root role="alert" status="error" mt="4" borderRadius="l3">
          <Alert.Indicator />
          <Alert.Title>{problem}</Alert.Title>
        </Alert.Root>
      )}
      <Text textStyle="sm" color="fg.muted" mt="4">
        {t('meeting.move.keepsCurrent')}
      </Text>
      <HStack gap="3" mt="3" wrap="wrap">
        <Button colorPalette="brand" loading={move.isPending} onClick={() => void submit()}>
          {t('meeting.move.confirm')}
        </Button>
        <Button variant="outline" onClick={onClose}>
          {t('meeting.move.keep')}
        </Button>
      </HStack>
    </Box>
  );
}
