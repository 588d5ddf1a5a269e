import { useState, type FormEvent } from 'react';
import type { AvailabilitySchedule, TimeInterval } from '@app/contract/availability';
import { HStack, Stack } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { Button, Field, Input } from 'shared_ui/forms';
import { FieldError } from '../forms/FieldError';
import { saveHours } from './availabilityApi';
import { useScheduleChange } from './useScheduleChange';
import { fieldTextsOfError } from '../refusals/refusalText';

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** The firm's zone and, per weekday, its intervals; a weekday without any is a day off. */
export function BusinessHoursForm({
  schedule,
  canEdit,
}: {
  schedule: AvailabilitySchedule;
  canEdit: boolean;
}) {
  const [timeZone, setTimeZone] = useState(schedule.timeZone);
  const [weekly, setWeekly] = useState<TimeInterval[][]>(schedule.weekly);
  const save = useScheduleChange(saveHours);
  const fields = fieldTextsOfError(save.error);
  const errorOf = (prefix: string) =>
    Object.entries(fields).find(([key]) => key.startsWith(prefix))?.[1];

  const setDay = (day: number, intervals: TimeInterval[]) =>
    setWeekly((week) => week.map((d, i) => (i === day ? intervals : d)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ timeZone, weekly });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Business hours">
      <Stack gap="4">
        <Field.Root invalid={fields.timeZone !== undefined} maxW="sm">
          <Field.Label>Time zone</Field.Label>
          <Input
            value={timeZone}
            readOnly={!canEdit}
            onChange={(event) => setTimeZone(event.target.value)}
          />
          <FieldError>{fields.timeZone}</FieldError>
        </Field.Root>
        {WEEKDAYS.map((name, day) => {
          const intervals = weekly[day] ?? [];
          const error = errorOf(`weekly.${day}.`);
          return (
            <Stack key={name} gap="2" as="fieldset">
              <Text as="legend" fontWeight="medium">
                {name}
              </Text>
              {intervals.length === 0 && <Text color="fg.muted">Day off</Text>}
              {intervals.map((interval, index) => (
                <HStack key={index} gap="2" wrap="wrap">
                  <Input
                    type="time"
                    w="36"
                    aria-label={`${name} interval ${index + 1} start`}
                    value={interval.start}
                    readOnly={!canEdit}
                    onChange={(event) =>
                      setDay(
                        day,
                        intervals.map((x, i) =>
                          i === index ? { ...x, start: event.target.value } : x,
                        ),
                      )
                    }
                  />
                  <Input
                    type="time"
                    w="36"
                    aria-label={`${name} interval ${index + 1} end`}
                    value={interval.end}
                    readOnly={!canEdit}
                    onChange={(event) =>
                      setDay(
                        day,
                        intervals.map((x, i) =>
                          i === index ? { ...x, end: event.target.value } : x,
                        ),
                      )
                    }
                  />
                  {canEdit && (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() =>
                        setDay(
                          day,
                          intervals.filter((_, i) => i !== index),
                        )
                      }
                    >
                      Remove {name} interval {index + 1}
                    </Button>
                  )}
                </HStack>
              ))}
              {error !== undefined && (
                <Text color="red.700" role="alert">
                  {error}
                </Text>
              )}
              {canEdit && (
                <Button
                  variant="ghost"
                  size="sm"
                  alignSelf="start"
                  onClick={() => setDay(day, [...intervals, { start: '09:00', end: '18:00' }])}
                >
                  Add hours on {name}
                </Button>
              )}
            </Stack>
          );
        })}
        {canEdit && (
          <Button type="submit" colorPalette="brand" alignSelf="start" loading={save.isPending}>
            Save business hours
          </Button>
        )}
        {save.isSuccess && <Text role="status">Business hours saved.</Text>}
      </Stack>
    </form>
  );
}
