import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  ENQUIRY_NOTE_MAX_LENGTH,
  enquiryNoteRequest,
  type EnquiryActivity,
} from '@app/contract/inbox';
import { Box, Stack } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { Button, Field, Textarea } from 'shared_ui/forms';
import { FieldError } from '../forms/FieldError';
import { formatDateTime } from '../staff/formatDateTime';
import { addEnquiryNote } from './inboxApi';
import { activityInWords } from './inboxWords';
import { schemaIssueText } from '../refusals/refusalText';
import { refusalText } from './mutationError';
import { useEnquiryChanged } from './useEnquiryChanged';

/** The staff's notes and status changes, oldest first: who, what, when. */
export function ActivityTimeline({ activity }: { activity: EnquiryActivity[] }) {
  if (activity.length === 0) {
    return <Text color="fg.muted">No notes or status changes yet.</Text>;
  }
  return (
    <Stack as="ol" aria-label="Activity" gap="3" listStyleType="none">
      {activity.map((item) => (
        <Box as="li" key={item.id} borderStartWidth="3px" ps="3" py="1">
          <Text fontWeight="medium">{activityInWords(item)}</Text>
          <Text fontSize="sm" color="fg.muted">
            <time dateTime={item.at}>{formatDateTime(item.at)}</time>
          </Text>
          {item.kind === 'outcome' && item.reason !== null && (
            <Text mt="1" overflowWrap="anywhere">
              Reason: {item.reason}
            </Text>
          )}
          {item.kind === 'note' && (
            <Text mt="1" whiteSpace="pre-wrap" overflowWrap="anywhere">
              {item.body}
            </Text>
          )}
        </Box>
      ))}
    </Stack>
  );
}

/** "Internal note" and "Add note": checked here by the contract's rule, then by the BFF. */
export function NoteForm({ id }: { id: string }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const changed = useEnquiryChanged(id);
  const add = useMutation({
    mutationFn: (body: string) => addEnquiryNote(id, body),
    onSuccess: async (detail) => {
      setText('');
      await changed(detail);
    },
    onError: (error) =>
      setProblem(refusalText(error, 'body', 'The note was not saved. Please try again.')),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = enquiryNoteRequest.safeParse({ body: text });
    if (!checked.success) {
      setProblem(schemaIssueText(checked.error.issues[0], { empty: 'field.note-required' }));
      return;
    }
    setProblem(undefined);
    add.mutate(checked.data.body);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add an internal note">
      <Stack gap="3">
        <Field.Root invalid={problem !== undefined}>
          <Field.Label>Internal note</Field.Label>
          {/* Named by aria-label too: the e2e suite finds the field by it. */}
          <Textarea
            aria-label="Internal note"
            value={text}
            rows={3}
            maxLength={ENQUIRY_NOTE_MAX_LENGTH}
            onChange={(event) => {
              setText(event.target.value);
              setProblem(undefined);
            }}
          />
          {problem === undefined ? (
            <Field.HelperText>Seen by staff only, never sent to the visitor.</Field.HelperText>
          ) : (
            <FieldError>{problem}</FieldError>
          )}
        </Field.Root>
        <Button type="submit" alignSelf="start" colorPalette="brand" loading={add.isPending}>
          Add note
        </Button>
      </Stack>
    </form>
  );
}
