import { useMutation } from '@tanstack/react-query';
import { Text } from 'shared_ui/typography';
import { Button } from 'shared_ui/forms';
import { DialogShell } from 'shared_ui/overlay';
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
    <DialogShell
      title="Delete this enquiry?"
      role="alertdialog"
      size={{ base: 'xs', sm: 'md' }}
      onClose={() => {
        if (!remove.isPending) onClose();
      }}
      footer={
        <>
          <Button variant="outline" disabled={remove.isPending} onClick={onClose}>
            Cancel
          </Button>
          <Button
            colorPalette="red"
            loading={remove.isPending}
            loadingText="Deleting..."
            onClick={() => remove.mutate()}
          >
            Delete
          </Button>
        </>
      }
    >
      <Text>
        This removes the enquiry from {name}, its meeting and its e-mails. It cannot be undone.
      </Text>
    </DialogShell>
  );
}
