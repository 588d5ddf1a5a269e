import { useState, type FormEvent } from 'react';
import type { BookingRulesInput, NoticeUnit } from '@app/contract/availability';
import { NativeSelect } from 'shared_ui/choices';
import { HStack, Stack } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { Button, Field, Input } from 'shared_ui/forms';
import { FieldError } from '../forms/FieldError';
import { saveRules } from './availabilityApi';
import { useScheduleChange } from './useScheduleChange';
import { fieldTextsOfError } from '../refusals/refusalText';

type NumberPath =
  | 'meetingMinutes'
  | 'bufferBeforeMinutes'
  | 'bufferAfterMinutes'
  | 'slotStepMinutes'
  | 'maxDaysAhead'
  | 'changeCutoffHours';

const NUMBERS: [NumberPath, string][] = [
  ['meetingMinutes', 'Meeting length (minutes)'],
  ['slotStepMinutes', 'Slot step (minutes)'],
  ['bufferBeforeMinutes', 'Buffer before (minutes)'],
  ['bufferAfterMinutes', 'Buffer after (minutes)'],
  ['maxDaysAhead', 'Bookable days ahead'],
  ['changeCutoffHours', 'Change cut-off (hours before)'],
];
const CAPS: [keyof BookingRulesInput['caps'], string][] = [
  ['upcomingPerEmail', 'Upcoming meetings per e-mail'],
  ['perAddressPerDay', 'Bookings per network per day'],
  ['perDay', 'Bookings per day'],
];

/** Meeting length, buffers, step, notice, window, caps and cut-off; read-only for moderators. */
export function RulesForm({ rules, canEdit }: { rules: BookingRulesInput; canEdit: boolean }) {
  const [draft, setDraft] = useState(rules);
  const save = useScheduleChange(saveRules);
  const fields = fieldTextsOfError(save.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft);
  };
  const number = (path: string, label: string, value: number, set: (n: number) => void) => (
    <Field.Root key={path} invalid={fields[path] !== undefined} w="56">
      <Field.Label>{label}</Field.Label>
      <Input
        type="number"
        value={String(value)}
        readOnly={!canEdit}
        onChange={(e) => set(Number(e.target.value))}
      />
      <FieldError>{fields[path]}</FieldError>
    </Field.Root>
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Booking rules">
      <Stack gap="4">
        <HStack gap="3" wrap="wrap" align="start">
          {NUMBERS.map(([path, label]) =>
            number(path, label, draft[path], (n) => setDraft({ ...draft, [path]: n })),
          )}
        </HStack>
        <HStack gap="3" wrap="wrap" align="start">
          {number('minNotice.amount', 'Minimum notice', draft.minNotice.amount, (n) =>
            setDraft({ ...draft, minNotice: { ...draft.minNotice, amount: n } }),
          )}
          <Field.Root w="48">
            <Field.Label>Notice counted in</Field.Label>
            <NativeSelect.Root disabled={!canEdit}>
              <NativeSelect.Field
                value={draft.minNotice.unit}
                onChange={(e) =>
                  setDraft({
                    ...draft,
                    minNotice: { ...draft.minNotice, unit: e.target.value as NoticeUnit },
                  })
                }
              >
                <option value="hours">hours</option>
                <option value="working-days">working days</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </HStack>
        <HStack gap="3" wrap="wrap" align="start">
          {CAPS.map(([key, label]) =>
            number(`caps.${key}`, label, draft.caps[key], (n) =>
              setDraft({ ...draft, caps: { ...draft.caps, [key]: n } }),
            ),
          )}
        </HStack>
        {canEdit && (
          <Button type="submit" colorPalette="brand" alignSelf="start" loading={save.isPending}>
            Save booking rules
          </Button>
        )}
        {save.isSuccess && <Text role="status">Booking rules saved.</Text>}
      </Stack>
    </form>
  );
}
