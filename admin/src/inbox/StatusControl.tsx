import { useMutation } from '@tanstack/react-query';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '@app/contract/inbox';
import { Field } from 'shared_ui/forms';
import { NativeSelect } from 'shared_ui/choices';
import { notifyFailure } from '../staff/failureNotice';
import { changeEnquiryStatus } from './inboxApi';
import { ENQUIRY_STATUS_LABELS } from './inboxWords';
import { useEnquiryChanged } from './useEnquiryChanged';

/** The "Status" select: choosing one posts it at once (the activity then shows who and when). */
export function StatusControl({ id, status }: { id: string; status: EnquiryStatus }) {
  const changed = useEnquiryChanged(id);
  const change = useMutation({
    mutationFn: (next: EnquiryStatus) => changeEnquiryStatus(id, next),
    onSuccess: changed,
    onError: (error) => notifyFailure('Status not changed', error),
  });
  // While the call is out the select shows the status asked for.
  const shown = change.isPending ? change.variables : status;
  return (
    <Field.Root w="48" disabled={change.isPending}>
      <Field.Label>Status</Field.Label>
      <NativeSelect.Root>
        {/* Named by aria-label too: the e2e suite finds the select by it. */}
        <NativeSelect.Field
          aria-label="Status"
          value={shown}
          onChange={(event) => change.mutate(event.target.value as EnquiryStatus)}
        >
          {ENQUIRY_STATUSES.map((value) => (
            <option key={value} value={value}>
              {ENQUIRY_STATUS_LABELS[value]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
