import type { ReactNode } from 'react';
import { DialogShell } from 'shared_ui/overlay';
import { Button } from 'shared_ui/forms';

export interface ConfirmDeleteDialogProps {
  title: string;
  /** The red button's words. */
  confirmLabel: string;
  /** While the delete is under way: the dialog stays and says so. */
  pending: boolean;
  onConfirm(): void;
  onClose(): void;
  /** What goes, said to the staff member. */
  children: ReactNode;
}

/** The question asked before anything is deleted for good: Cancel, or the red button. */
export function ConfirmDeleteDialog({
  title,
  confirmLabel,
  pending,
  onConfirm,
  onClose,
  children,
}: ConfirmDeleteDialogProps) {
  return (
    <DialogShell
      title={title}
      role="alertdialog"
      size={{ base: 'xs', sm: 'md' }}
      onClose={() => {
        // Closing mid-request would hide how it ended; the toast still tells, but wait for it.
        if (!pending) onClose();
      }}
      footer={
        <>
          <Button variant="outline" disabled={pending} onClick={onClose}>
            Cancel
          </Button>
          <Button
            colorPalette="red"
            loading={pending}
            loadingText="Deleting..."
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </DialogShell>
  );
}
