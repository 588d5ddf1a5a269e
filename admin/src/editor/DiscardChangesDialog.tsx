import { DialogShell } from 'shared_ui/overlay';
import { Button } from 'shared_ui/forms';
import { Text } from 'shared_ui/typography';

export interface DiscardChangesDialogProps {
  onKeepEditing(): void;
  onDiscard(): void;
}

/** Asked before a dialog with unsaved changes closes: nothing is lost silently. */
export function DiscardChangesDialog({ onKeepEditing, onDiscard }: DiscardChangesDialogProps) {
  return (
    <DialogShell
      title="Discard unsaved changes?"
      role="alertdialog"
      size="sm"
      // Escape or a press outside backs out of the question: the safe answer keeps the work.
      onClose={onKeepEditing}
      footer={
        <>
          <Button variant="outline" onClick={onKeepEditing}>
            Keep editing
          </Button>
          <Button colorPalette="red" onClick={onDiscard}>
            Discard changes
          </Button>
        </>
      }
    >
      <Text>Your changes to this post have not been saved. They will be lost.</Text>
    </DialogShell>
  );
}
