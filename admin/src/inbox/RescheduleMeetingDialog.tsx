import { useId, useState } from 'react';
import { DateField } from '../datePicker/DateField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TimeSlot } from '@app/contract/booking';
import { HttpError } from '@app/contract/client';
import { slotQueryKeys } from '@app/contract/queries';
import { Box, Stack, Wrap, chakra } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { Button, Field } from 'shared_ui/forms';
import { DialogShell } from 'shared_ui/overlay';
import { notify } from 'shared_ui/toaster';
import { rescheduleMeetingAsStaff } from './inboxApi';
import { refusalText } from './mutationError';
import { freeSlotsQuery } from './freeSlotsQuery';
import { useEnquiryChanged } from './useEnquiryChanged';
import { zoneCity } from '@app/contract/timeZones';
import { instantInZone, spanInZone, todayIn, zonedTime } from './zoneTime';

export const SLOT_TAKEN_TEXT = 'That time has just been taken. Please choose another.';
export const NO_SLOT_TEXT = 'Please choose a new time first.';

export interface RescheduleMeetingDialogProps {
  enquiryId: string;
  meeting: { id: string; start: string };
  businessTimeZone: string;
  onClose(): void;
}

/**
 * "Reschedule meeting": a date (the staff date picker) on the business's clock, that date's free
 * slots as radio buttons ("10:00–10:30"), then "Confirm new time". The visitor keeps their zone
 * and is sent the new time. A slot taken meanwhile (409) reads the free times again and says so;
 * other refusals show the BFF's words.
 */
export function RescheduleMeetingDialog({
  enquiryId,
  meeting,
  businessTimeZone,
  onClose,
}: RescheduleMeetingDialogProps) {
  const queryClient = useQueryClient();
  const changed = useEnquiryChanged(enquiryId);
  const today = todayIn(businessTimeZone);
  const [date, setDate] = useState(() => {
    const current = zonedTime(meeting.start, businessTimeZone)?.date;
    return current !== undefined && current >= today ? current : today;
  });
  const [chosen, setChosen] = useState<TimeSlot | null>(null);
  const [problem, setProblem] = useState<string>();
  const validDate = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const slots = useQuery({
    ...freeSlotsQuery(meeting.id, date, businessTimeZone),
    enabled: validDate,
  });
  const groupName = useId();
  const dateId = useId();
  const zone = `${zoneCity(businessTimeZone)} time`;

  const move = useMutation({
    mutationFn: (slot: TimeSlot) => rescheduleMeetingAsStaff(meeting.id, slot.start),
    onSuccess: async (answer) => {
      notify({
        title: 'Meeting moved',
        description: `Now ${instantInZone(answer.meeting.start, businessTimeZone)} (${zone}). The visitor is sent the new time.`,
        type: 'success',
      });
      onClose();
      void queryClient.invalidateQueries({ queryKey: slotQueryKeys.all });
      await changed();
    },
    onError: (error) => {
      setChosen(null);
      if (error instanceof HttpError && error.status === 409) {
        setProblem(refusalText(error, 'startTime', SLOT_TAKEN_TEXT));
        void queryClient.invalidateQueries({ queryKey: slotQueryKeys.all });
      } else {
        setProblem(refusalText(error, 'startTime', 'The meeting was not moved. Please try again.'));
      }
    },
  });

  const confirm = () => {
    if (chosen === null) {
      setProblem(NO_SLOT_TEXT);
      return;
    }
    setProblem(undefined);
    move.mutate(chosen);
  };

  return (
    <DialogShell
      title="Reschedule meeting"
      size={{ base: 'xs', sm: 'md' }}
      onClose={() => {
        if (!move.isPending) onClose();
      }}
      footer={
        <>
          <Button variant="outline" disabled={move.isPending} onClick={onClose}>
            Keep current time
          </Button>
          <Button
            colorPalette="brand"
            loading={move.isPending}
            loadingText="Moving..."
            onClick={confirm}
          >
            Confirm new time
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          Now {instantInZone(meeting.start, businessTimeZone)}. Times are in {zone} (
          {businessTimeZone}), whatever this device&apos;s time zone.
        </Text>
        <Field.Root>
          <Field.Label htmlFor={dateId}>New date</Field.Label>
          <DateField
            id={dateId}
            value={date}
            min={today}
            onChange={(picked) => {
              setDate(picked);
              setChosen(null);
              setProblem(undefined);
            }}
          />
        </Field.Root>
        <Box as="fieldset">
          <Text as="legend" fontWeight="medium" mb="2">
            Free times ({zone})
          </Text>
          {!validDate && <Text color="fg.muted">Choose a date.</Text>}
          {validDate && slots.isPending && <Text role="status">Loading free times...</Text>}
          {slots.isError && <Text role="alert">The free times could not be loaded.</Text>}
          {slots.isSuccess && slots.data.length === 0 && (
            <Text color="fg.muted">No free times on this date.</Text>
          )}
          {slots.isSuccess && slots.data.length > 0 && (
            <Wrap gap="2">
              {slots.data.map((slot) => {
                const checked = chosen?.start === slot.start;
                return (
                  <chakra.label
                    key={slot.start}
                    display="flex"
                    alignItems="center"
                    gap="2"
                    px="3"
                    py="1.5"
                    borderWidth="1px"
                    borderRadius="l2"
                    cursor="pointer"
                    bg={checked ? 'brand.subtle' : undefined}
                    borderColor={checked ? 'brand.solid' : undefined}
                  >
                    <chakra.input
                      type="radio"
                      name={groupName}
                      value={slot.start}
                      checked={checked}
                      onChange={() => {
                        setChosen(slot);
                        setProblem(undefined);
                      }}
                    />
                    {spanInZone(slot.start, slot.end, businessTimeZone)}
                  </chakra.label>
                );
              })}
            </Wrap>
          )}
        </Box>
        {problem !== undefined && (
          <Text role="alert" color="red.700" fontSize="sm">
            {problem}
          </Text>
        )}
      </Stack>
    </DialogShell>
  );
}
