import { useState } from 'react';
import type { HolidayCountry } from '@app/contract/availability';
import { HStack, Stack } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { Button, Field, Input } from 'shared_ui/forms';
import { refusalText } from '../inbox/mutationError';
import { addHolidays } from './availabilityApi';
import { useScheduleChange } from './useScheduleChange';

/** Adds a country's public holidays of a year as closures; the Islamic ones come estimated. */
export function HolidaysForm({ thisYear }: { thisYear: number }) {
  const [year, setYear] = useState(String(thisYear));
  const add = useScheduleChange((country: HolidayCountry) => addHolidays(country, Number(year)));
  return (
    <Stack gap="3">
      <Text color="fg.muted">
        The Islamic holidays are computed from the Umm al-Qura calendar and marked estimated: move
        them a day when the moon is sighted.
      </Text>
      <HStack gap="3" wrap="wrap" align="end">
        <Field.Root w="32">
          <Field.Label>Year</Field.Label>
          <Input
            type="number"
            inputMode="numeric"
            value={year}
            onChange={(e) => setYear(e.target.value)}
          />
        </Field.Root>
        <Button variant="outline" loading={add.isPending} onClick={() => add.mutate('AE')}>
          Add UAE public holidays
        </Button>
        <Button variant="outline" loading={add.isPending} onClick={() => add.mutate('SA')}>
          Add Saudi public holidays
        </Button>
      </HStack>
      {add.isError && (
        <Text role="alert" color="red.700">
          {refusalText(add.error, 'year', 'The holidays could not be added.')}
        </Text>
      )}
      {add.isSuccess && <Text role="status">Holidays added to the closures.</Text>}
    </Stack>
  );
}
