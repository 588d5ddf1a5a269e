import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MAX_RETENTION_MONTHS,
  privacyQueryKeys,
  type PrivacyOverview,
} from '@app/contract/privacy';
import { Button, Field, Input } from 'shared_ui/forms';
import { Stack } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { FieldError } from '../forms/FieldError';
import { fieldTextsOfError } from '../refusals/refusalText';
import { formatDateTime } from '../staff/formatDateTime';
import { saveRetention } from './privacyApi';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Kinds whose words are not the kind's name with or without its final "s". */
const KIND_WORDS: Readonly<Record<string, readonly [string, string]>> = {
  enquiries: ['enquiry', 'enquiries'],
  webhookBodies: ['webhook body', 'webhook bodies'],
};

/** What a run removed, in words: "2 enquiries, 1 meeting, 3 mails". */
export function countsText(counts: Record<string, number>): string {
  const words = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => {
      const [one, many] = KIND_WORDS[kind] ?? [kind.replace(/s$/, ''), kind];
      return `${n} ${n === 1 ? one : many}`;
    });
  return words.length === 0 ? 'nothing' : words.join(', ');
}

/** The months closed enquiries are kept, the next run and what it would erase, the last run. */
export function RetentionForm({ overview }: { overview: PrivacyOverview }) {
  const client = useQueryClient();
  const [months, setMonths] = useState(String(overview.closedMonths));
  const save = useMutation({
    mutationFn: () => saveRetention(Number(months)),
    onSuccess: (next) => client.setQueryData(privacyQueryKeys.settings, next),
  });
  const fields = fieldTextsOfError(save.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const { due, lastRun } = overview;
  return (
    <form onSubmit={submit} noValidate aria-label="Retention">
      <Stack gap="4">
        <Field.Root invalid={fields.closedMonths !== undefined} w="72">
          <Field.Label>Months a closed enquiry is kept</Field.Label>
          <Input
            type="number"
            min={1}
            max={MAX_RETENTION_MONTHS}
            value={months}
            onChange={(event) => setMonths(event.target.value)}
          />
          <FieldError>{fields.closedMonths}</FieldError>
        </Field.Root>
        <Text color="fg.muted">
          Enquiries marked as spam are erased {overview.spamDays} days after they are marked.
          Erasing removes names, e-mail addresses, messages, notes, where the visit came from,
          meetings and the e-mails about them; the reports keep counting them, naming no one.
        </Text>
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={save.isPending}>
          Save retention
        </Button>
        {save.isSuccess && <Text role="status">Retention saved.</Text>}
        <Text role="status">
          Next run: {formatDateTime(overview.nextRunAt)}. It would erase{' '}
          {plural(due.closed, 'closed enquiry', 'closed enquiries')} and{' '}
          {plural(due.spam, 'spam enquiry', 'spam enquiries')}.
        </Text>
        <Text color="fg.muted">
          {lastRun === null
            ? 'No run yet.'
            : `Last run: ${formatDateTime(lastRun.at)}, erased ${countsText(lastRun.counts)}.`}
        </Text>
      </Stack>
    </form>
  );
}
