import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { EnquiryDetail } from '@app/contract/inbox';
import {
  ENQUIRY_OUTCOME_LABELS,
  ENQUIRY_OUTCOMES,
  enquiryOutcomeRequest,
  OUTCOME_REASON_MAX_LENGTH,
  type EnquiryOutcome,
} from '@app/contract/leads';
import { Box, HStack, Stack } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { Button, Field, Input } from 'shared_ui/forms';
import { NativeSelect } from 'shared_ui/choices';
import { FieldError } from '../forms/FieldError';
import { setEnquiryOutcome } from './inboxApi';
import { attributionInWords, earlierInWords, touchInWords } from './leadWords';
import { refusalText } from './mutationError';
import { useEnquiryChanged } from './useEnquiryChanged';

const LANGUAGE_NAMES = { en: 'English', ar: 'Arabic' } as const;

/**
 * Where the visitor came from (the first touch, and the latest when it differs), the page's
 * language, and staff's verdict on the lead. Every value is shown as text: it came from an
 * address bar.
 */
export function LeadPanel({ enquiry }: { enquiry: EnquiryDetail['enquiry'] }) {
  const { attribution } = enquiry;
  const last = attribution?.first !== undefined ? attribution.last : undefined;
  const lastDiffers =
    last !== undefined && JSON.stringify(last) !== JSON.stringify(attribution?.first);
  return (
    <Stack gap="4">
      <Stack as="dl" gap="4">
        <Box>
          <Box as="dt" fontSize="sm" color="fg.muted">
            Came from
          </Box>
          <Box as="dd" overflowWrap="anywhere">
            {attributionInWords(attribution, enquiry.receivedAt)}
          </Box>
        </Box>
        {lastDiffers && (
          <Box>
            <Box as="dt" fontSize="sm" color="fg.muted">
              Latest visit
            </Box>
            <Box as="dd" overflowWrap="anywhere">
              {touchInWords(last)}
              {last.at ? `, ${earlierInWords(last.at, enquiry.receivedAt)}` : ''}
            </Box>
          </Box>
        )}
        <Box>
          <Box as="dt" fontSize="sm" color="fg.muted">
            Page language
          </Box>
          <Box as="dd">{LANGUAGE_NAMES[enquiry.language]}</Box>
        </Box>
      </Stack>
      <OutcomeForm id={enquiry.id} outcome={enquiry.outcome} reason={enquiry.outcomeReason ?? ''} />
    </Stack>
  );
}

/** "Outcome" and "Reason": saved together; the activity then shows who and when. */
function OutcomeForm(props: { id: string; outcome: EnquiryOutcome; reason: string }) {
  const [outcome, setOutcome] = useState(props.outcome);
  const [reason, setReason] = useState(props.reason);
  const [problem, setProblem] = useState<string>();
  const changed = useEnquiryChanged(props.id);
  const save = useMutation({
    mutationFn: (body: { outcome: EnquiryOutcome; reason?: string }) =>
      setEnquiryOutcome(props.id, body),
    onSuccess: changed,
    onError: (error) =>
      setProblem(refusalText(error, 'reason', 'The outcome was not saved. Please try again.')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = enquiryOutcomeRequest.safeParse({ outcome, reason });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    save.mutate(checked.data);
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Outcome">
      <HStack gap="3" align="end" wrap="wrap">
        <Field.Root w="44">
          <Field.Label>Outcome</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              aria-label="Outcome"
              value={outcome}
              onChange={(event) => setOutcome(event.target.value as EnquiryOutcome)}
            >
              {ENQUIRY_OUTCOMES.map((value) => (
                <option key={value} value={value}>
                  {ENQUIRY_OUTCOME_LABELS[value]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root flex="1" minW="56" invalid={problem !== undefined}>
          <Field.Label>Reason (optional)</Field.Label>
          <Input
            aria-label="Outcome reason"
            value={reason}
            maxLength={OUTCOME_REASON_MAX_LENGTH}
            onChange={(event) => {
              setReason(event.target.value);
              setProblem(undefined);
            }}
          />
          {problem !== undefined && <FieldError>{problem}</FieldError>}
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={save.isPending}>
          Save outcome
        </Button>
      </HStack>
      {props.outcome !== 'open' && (
        <Text mt="2" fontSize="sm" color="fg.muted">
          Saved as {ENQUIRY_OUTCOME_LABELS[props.outcome]}
          {props.reason ? `: ${props.reason}` : ''}
        </Text>
      )}
    </form>
  );
}
