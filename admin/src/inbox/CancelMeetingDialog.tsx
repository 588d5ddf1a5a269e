import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCancelRequest } from '@app/contract/meetings';
import { slotQueryKeys } from '@app/contract/queries';
import { Stack } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { Button, Field, Textarea } from 'shared_ui/forms';
import { DialogShell } from 'shared_ui/overlay';
import { notify } from 'shared_ui/toaster';
import { FieldError } from '../forms/FieldError';
import { cancelMeetingAsStaff } from './inboxApi';
import { schemaIssueText } from '../refusals/refusalText';
import { refusalText } from './mutationError';
import { useEnquiryChanged } from './useEnquiryChanged';

export interface CancelMeetingDialogProps {
  enquiryId: string;
  meetingId: string;
  /** The meeting's time in words, so the question names what it cancels. */
  when: string;
  onClose(): void;
}

/**
 * "Cancel meeting": asks the reason the visitor is sent with the cancellation, then posts it to
 * the staff meeting call. The BFF's refusals (already cancelled, ended) show in the dialog.
 */
export function CancelMeetingDialog({
  enquiryId,
  meetingId,
  when,
  onClose,
}: CancelMeetingDialogProps) {
  const queryClient = useQueryClient();
  const changed = useEnquiryChanged(enquiryId);
  const formId = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const cancel = useMutation({
    mutationFn: (text: string) => cancelMeetingAsStaff(meetingId, text),
    onSuccess: async () => {
      notify({
        title: 'Meeting cancelled',
        description: 'The visitor is told by e-mail.',
        type: 'success',
      });
      onClose();
      // The slot is free again.
      void queryClient.invalidateQueries({ queryKey: slotQueryKeys.all });
      await changed();
    },
    onError: (error) =>
      setProblem(refusalText(error, 'reason', 'The meeting was not cancelled. Please try again.')),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = staffCancelRequest.safeParse({ reason });
    if (!checked.success) {
      setProblem(
        schemaIssueText(checked.error.issues[0], {
          empty: 'field.reason-required',
          tooLong: 'field.reason-too-long',
        }),
      );
      return;
    }
    setProblem(undefined);
    cancel.mutate(checked.data.reason);
  };

  return (
    <DialogShell
      title="Cancel meeting"
      size={{ base: 'xs', sm: 'md' }}
      onClose={() => {
        // Closing mid-request would hide how it ended.
        if (!cancel.isPending) onClose();
      }}
      footer={
        <>
          <Button variant="outline" disabled={cancel.isPending} onClick={onClose}>
            Keep meeting
          </Button>
          <Button
            type="submit"
            form={formId}
            colorPalette="red"
            loading={cancel.isPending}
            loadingText="Cancelling..."
          >
            Confirm cancellation
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Stack gap="4">
          <Text>Cancel the meeting of {when}? The visitor is sent the reason by e-mail.</Text>
          <Field.Root invalid={problem !== undefined}>
            <Field.Label>Reason</Field.Label>
            <Textarea
              value={reason}
              rows={3}
              maxLength={1000}
              onChange={(event) => {
                setReason(event.target.value);
                setProblem(undefined);
              }}
            />
            <FieldError>{problem}</FieldError>
          </Field.Root>
        </Stack>
      </form>
    </DialogShell>
  );
}
