import type { EnquiryDetail, InboxMeeting, MeetingHistoryEntry } from '@app/contract/inbox';
import { Box, HStack, Stack } from 'shared_ui/layout';
import { Heading, Text } from 'shared_ui/typography';
import { Button } from 'shared_ui/forms';
import { formatDateTime } from '../staff/formatDateTime';
import { historyActor, historyEvent } from './inboxWords';
import { MeetingTime } from './MeetingTime';
import { MeetingAdvisor } from '../advisors/MeetingAdvisor';

/** Staff may cancel or move a booked meeting until it has ended. */
export const isChangeable = (meeting: InboxMeeting, now = Date.now()): boolean =>
  meeting.status === 'booked' && Date.parse(meeting.end) > now;

function MeetingHistory({ history, zone }: { history: MeetingHistoryEntry[]; zone: string }) {
  if (history.length === 0) return <Text color="fg.muted">No history recorded.</Text>;
  return (
    <Stack as="ol" aria-label="Meeting history" gap="2" listStyleType="none">
      {history.map((entry, index) => (
        <Box as="li" key={`${entry.at}-${index}`} borderStartWidth="3px" ps="3" py="0.5">
          <Text>
            {historyEvent(entry, zone)}, by {historyActor(entry)}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

/**
 * The enquiry's meeting: its time on the business's clock (and the visitor's), "Cancel meeting"
 * and "Reschedule meeting" while it can still change, and its history.
 */
export function MeetingPanel({
  detail,
  meeting,
  onCancel,
  onReschedule,
}: {
  detail: EnquiryDetail;
  meeting: InboxMeeting;
  onCancel(): void;
  onReschedule(): void;
}) {
  return (
    <Stack gap="4">
      <MeetingTime meeting={meeting} businessTimeZone={detail.businessTimeZone} size="md" />
      <MeetingAdvisor meeting={meeting} changeable={isChangeable(meeting)} />
      {isChangeable(meeting) ? (
        <HStack gap="3" wrap="wrap">
          <Button size="sm" variant="outline" colorPalette="brand" onClick={onReschedule}>
            Reschedule meeting
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={onCancel}>
            Cancel meeting
          </Button>
        </HStack>
      ) : (
        meeting.status === 'booked' && (
          <Text fontSize="sm" color="fg.muted">
            This meeting has ended.
          </Text>
        )
      )}
      <Stack gap="2">
        <Heading as="h3" size="sm">
          History
        </Heading>
        <MeetingHistory history={detail.meetingHistory} zone={detail.businessTimeZone} />
      </Stack>
    </Stack>
  );
}
