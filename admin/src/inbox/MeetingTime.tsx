import type { InboxMeeting } from '@app/contract/inbox';
import { Stack } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { Badge } from 'shared_ui/display';
import { meetingTimes } from './zoneTime';

/**
 * A meeting's time on the business's clock, the visitor's own time below it when they are in
 * another zone, and "Cancelled" on a cancelled one.
 */
export function MeetingTime({
  meeting,
  businessTimeZone,
  size = 'sm',
}: {
  meeting: InboxMeeting;
  businessTimeZone: string;
  size?: 'sm' | 'md';
}) {
  const times = meetingTimes(meeting, businessTimeZone);
  const cancelled = meeting.status === 'cancelled';
  return (
    <Stack gap="0.5" align="start">
      <Text
        fontSize={size}
        color={cancelled ? 'fg.muted' : undefined}
        textDecoration={cancelled ? 'line-through' : undefined}
      >
        {times.business}
      </Text>
      {times.visitor && (
        <Text fontSize={size === 'sm' ? 'xs' : 'sm'} color="fg.muted">
          {times.visitor}
        </Text>
      )}
      {cancelled && (
        <Badge colorPalette="red" variant="subtle">
          Cancelled
        </Badge>
      )}
    </Stack>
  );
}
