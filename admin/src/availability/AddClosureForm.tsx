import { useId, useState, type FormEvent } from 'react';
import { HStack, Stack } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { Button, Field, Input } from 'shared_ui/forms';
import { DateField } from '../datePicker/DateField';
import { FieldError } from '../forms/FieldError';
import { addClosure } from './availabilityApi';
import { useScheduleChange } from './useScheduleChange';
import { fieldTextsOfError } from '../refusals/refusalText';

/**
 * A date range closed all day or open on custom hours (all of Ramadan in one entry), its two
 * ends picked on one highlighted range.
 */
export function AddClosureForm({ daysOff }: { daysOff: readonly number[] }) {
  const fromId = useId();
  const toId = useId();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [allDay, setAllDay] = useState(true);
  const [start, setStart] = useState('09:00');
  const [end, setEnd] = useState('14:00');
  const [labelEn, setLabelEn] = useState('');
  const [labelAr, setLabelAr] = useState('');
  const [estimated, setEstimated] = useState(false);
  const add = useScheduleChange(addClosure);
  const fields = fieldTextsOfError(add.error);
  const first = (prefix: string) =>
    Object.entries(fields).find(([key]) => key === prefix || key.startsWith(`${prefix}.`))?.[1];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      {
        from,
        to: to === '' ? from : to,
        hours: allDay ? null : [{ start, end }],
        labelEn,
        labelAr,
        estimated,
      },
      {
        onSuccess: () => {
          setFrom('');
          setTo('');
          setLabelEn('');
          setLabelAr('');
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add a closure">
      <Stack gap="3">
        <HStack gap="3" wrap="wrap" align="start">
          <Field.Root invalid={fields.from !== undefined} w="48">
            <Field.Label htmlFor={fromId}>First day</Field.Label>
            <DateField
              id={fromId}
              value={from}
              onChange={setFrom}
              invalid={fields.from !== undefined}
              daysOff={daysOff}
              range={{ role: 'start', start: from, end: to }}
            />
            <FieldError>{fields.from}</FieldError>
          </Field.Root>
          <Field.Root invalid={fields.to !== undefined} w="48">
            <Field.Label htmlFor={toId}>Last day</Field.Label>
            <DateField
              id={toId}
              value={to}
              min={from}
              onChange={setTo}
              invalid={fields.to !== undefined}
              daysOff={daysOff}
              range={{ role: 'end', start: from, end: to }}
            />
            <FieldError>{fields.to}</FieldError>
          </Field.Root>
        </HStack>
        <HStack as="label" gap="2">
          <input type="checkbox" checked={allDay} onChange={(e) => setAllDay(e.target.checked)} />
          <Text>Closed all day (untick for custom hours)</Text>
        </HStack>
        {!allDay && (
          <HStack gap="3" wrap="wrap" align="start">
            <Field.Root w="36" invalid={first('hours') !== undefined}>
              <Field.Label>Opens</Field.Label>
              <Input type="time" value={start} onChange={(e) => setStart(e.target.value)} />
              <FieldError>{first('hours')}</FieldError>
            </Field.Root>
            <Field.Root w="36">
              <Field.Label>Closes</Field.Label>
              <Input type="time" value={end} onChange={(e) => setEnd(e.target.value)} />
            </Field.Root>
          </HStack>
        )}
        <HStack gap="3" wrap="wrap" align="start">
          <Field.Root invalid={fields.labelEn !== undefined} flex="1" minW="48">
            <Field.Label>Label (English)</Field.Label>
            <Input value={labelEn} onChange={(e) => setLabelEn(e.target.value)} />
            <FieldError>{fields.labelEn}</FieldError>
          </Field.Root>
          <Field.Root invalid={fields.labelAr !== undefined} flex="1" minW="48">
            <Field.Label>Label (Arabic)</Field.Label>
            <Input
              dir="rtl"
              lang="ar"
              value={labelAr}
              onChange={(e) => setLabelAr(e.target.value)}
            />
            <FieldError>{fields.labelAr}</FieldError>
          </Field.Root>
        </HStack>
        <HStack as="label" gap="2">
          <input
            type="checkbox"
            checked={estimated}
            onChange={(e) => setEstimated(e.target.checked)}
          />
          <Text>Estimated (the date depends on the moon)</Text>
        </HStack>
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={add.isPending}>
          Add closure
        </Button>
      </Stack>
    </form>
  );
}
