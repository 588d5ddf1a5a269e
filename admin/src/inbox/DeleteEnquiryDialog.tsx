import { useMutation } from '@tanstack/react-query';
import { Text } from 'shared_ui/typography';
import { ConfirmDeleteDialog } from '../delete/ConfirmDeleteDialog';
import { notifyFailure } from '../staff/failureNotice';
import { deleteEnquiry } from './inboxApi';

export interface DeleteEnquiryDialogProps {
  id: string;
  name: string;
  onClose(): void;
  /** After the BFF confirmed the delete: back to the list. */
  onDeleted(): void;
}

/** "Delete enquiry" (admins): nothing of it can be brought back, so it is asked first. */
export function DeleteEnquiryDialog({ id, name, onClose, onDeleted }: DeleteEnquiryDialogProps) {
  const remove = useMutation({
    mutationFn: () => deleteEnquiry(id),
    onSuccess: onDeleted,
    onError: (error) => notifyFailure('Enquiry not deleted', error),
  });
  return (
    <ConfirmDeleteDialog
      title="Delete this enquiry?"
      confirmLabel="Delete"
      pending={remove.isPending}
      onConfirm={() => remove.mutate()}
      onClose={onClose}
    >
      <Text>
        This removes the enquiry from {name}, its meeting and its e-mails. It cannot be undone.
      </Text>
    </ConfirmDeleteDialog>
  );
}
