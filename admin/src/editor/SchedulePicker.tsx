import { useId, useState, type FormEvent } from 'react';
import { PUBLISH_AT_INVALID_MESSAGE } from '@app/contract/editorial';
import { HStack, Stack } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { Button, Field, Input } from 'shared_ui/forms';
import { DialogShell } from 'shared_ui/overlay';
import { useBusinessTimeZone } from '../editorial/businessTimeZone';
import {
  publishesOn,
  wallTimeToInstant,
  zoneInWords,
  type WallTime,
} from '../editorial/publishTime';
import { DateField } from '../datePicker/DateField';

export interface SchedulePickerProps {
  /** "Schedule post" or "Reschedule post". */
  title: string;
  /** The date and time the inputs start with, on the business's clock. */
  initial: WallTime;
  saving: boolean;
  /** The server's word on the publish time (a time already past, say). */
  error?: string;
  onCancel(): void;
  /** The picked time as an ISO instant. */
  onConfirm(publishAt: string): void;
}

/**
 * When a post goes public: a date and a time in the business's zone, whatever this device's
 * zone, said back in words before anything is sent.
 */
export function SchedulePicker({
  title,
  initial,
  saving,
  error,
  onCancel,
  onConfirm,
}: SchedulePickerProps) {
  const [value, setValue] = useState<WallTime>(initial);
  const [localError, setLocalError] = useState<string>();
  const zone = useBusinessTimeZone();
  const instant = wallTimeToInstant(value, zone);
  const zoneWords = zoneInWords(zone);
  const sentenceId = useId();
  const errorId = useId();
  const formId = useId();
  const dateId = useId();
  const shown = localError ?? error;

  const change = (part: keyof WallTime) => (event: { target: { value: string } }) => {
    setLocalError(undefined);
    setValue((current) => ({ ...current, [part]: event.target.value }));
  };
  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!instant) {
      setLocalError(PUBLISH_AT_INVALID_MESSAGE);
      return;
    }
    onConfirm(instant.toISOString());
  };
  const describedBy = shown ? `${sentenceId} ${errorId}` : sentenceId;

  return (
    <DialogShell
      title={title}
      size="sm"
      onClose={onCancel}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            colorPalette="brand"
            loading={saving}
            loadingText="Scheduling..."
          >
            {title.startsWith('Reschedule') ? 'Reschedule' : 'Schedule'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={confirm} noValidate>
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">
            Times are in {zoneWords.name} ({zoneWords.city}), whatever this device&apos;s time zone.
          </Text>
          <HStack gap="3" align="start" wrap="wrap">
            <Field.Root invalid={shown !== undefined} flex="1" minW="40">
              <Field.Label htmlFor={dateId}>Date</Field.Label>
              <DateField
                id={dateId}
                value={value.date}
                onChange={(date) => change('date')({ target: { value: date } })}
                invalid={shown !== undefined}
                describedBy={describedBy}
              />
            </Field.Root>
            <Field.Root invalid={shown !== undefined} flex="1" minW="32">
              <Field.Label>Time ({zoneWords.name})</Field.Label>
              <Input
                type="time"
                value={value.time}
                onChange={change('time')}
                aria-describedby={describedBy}
              />
            </Field.Root>
          </HStack>
          <Text id={sentenceId} aria-live="polite" fontWeight="medium">
            {instant ? publishesOn(instant, zone) : 'Choose a date and a time.'}
          </Text>
          {shown && (
            <Text id={errorId} role="alert" color="red.700" fontSize="sm">
              {shown}
            </Text>
          )}
        </Stack>
      </form>
    </DialogShell>
  );
}
