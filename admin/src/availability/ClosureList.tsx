import { Link as RouterLink } from 'react-router-dom';
import type { AvailabilityResponse, Closure } from '@app/contract/availability';
import { Badge } from 'shared_ui/display';
import { HStack, Stack } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { Button } from 'shared_ui/forms';
import { INBOX_PATH } from '../app/paths';
import { refusalText } from '../inbox/mutationError';
import { removeClosure, shiftClosure } from './availabilityApi';
import { useScheduleChange } from './useScheduleChange';

const rangeText = (c: Closure) => (c.from === c.to ? c.from : `${c.from} to ${c.to}`);
const hoursText = (c: Closure) =>
  c.hours === null
    ? 'Closed all day'
    : `Open ${c.hours.map((h) => `${h.start}-${h.end}`).join(', ')}`;

/** The closures, earliest first, each with the booked meetings it covers (never moved by it). */
export function ClosureList({
  availability,
  canEdit,
  timeZone,
}: {
  availability: AvailabilityResponse;
  canEdit: boolean;
  timeZone: string;
}) {
  const shift = useScheduleChange((input: { id: string; days: -1 | 1 }) =>
    shiftClosure(input.id, input.days),
  );
  const remove = useScheduleChange(removeClosure);
  const failed = shift.error ?? remove.error;
  const { closures } = availability.schedule;
  if (closures.length === 0) return <Text color="fg.muted">No closures.</Text>;
  const meetingTime = (iso: string) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(iso));

  return (
    <Stack as="ul" gap="3" listStyleType="none" ps="0">
      {failed !== null && (
        <Text role="alert" color="red.700">
          {refusalText(failed, 'days', 'The closure could not be changed.')}
        </Text>
      )}
      {closures.map((c) => {
        const covered = availability.coveredMeetings[c.id] ?? [];
        return (
          <Stack as="li" key={c.id} gap="1" borderBottomWidth="1px" pb="3">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="medium">{c.labelEn}</Text>
              <Text dir="rtl" lang="ar">
                {c.labelAr}
              </Text>
              {c.estimated && <Badge colorPalette="orange">estimated</Badge>}
            </HStack>
            <Text fontSize="sm">
              {rangeText(c)} · {hoursText(c)}
            </Text>
            {covered.length > 0 && (
              <Stack gap="1">
                <Text fontSize="sm" color="red.700">
                  Booked meetings on these days (not moved):
                </Text>
                {covered.map((m) => (
                  <Text key={m.id} fontSize="sm">
                    {m.enquiryId === null ? (
                      `${meetingTime(m.start)}, ${m.clientName}`
                    ) : (
                      <RouterLink to={`${INBOX_PATH}/${m.enquiryId}`}>
                        {meetingTime(m.start)}, {m.clientName}
                      </RouterLink>
                    )}
                  </Text>
                ))}
              </Stack>
            )}
            {canEdit && (
              <HStack gap="2" wrap="wrap">
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => shift.mutate({ id: c.id, days: -1 })}
                >
                  Move a day earlier
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => shift.mutate({ id: c.id, days: 1 })}
                >
                  Move a day later
                </Button>
                <Button size="xs" variant="ghost" onClick={() => remove.mutate(c.id)}>
                  Remove {c.labelEn}
                </Button>
              </HStack>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
