import { Dialog, Portal } from 'shared_ui/overlay';
import { Button } from 'shared_ui/forms';
import { Text } from 'shared_ui/typography';

export interface DiscardChangesDialogProps {
  onKeepEditing(): void;
  onDiscard(): void;
}

/** Asked before a dialog with unsaved changes closes: nothing is lost silently. */
export function DiscardChangesDialog({ onKeepEditing, onDiscard }: DiscardChangesDialogProps) {
  return (
    <Dialog.Root
      open
      role="alertdialog"
      placement="center"
      size="sm"
      onOpenChange={({ open }) => {
        if (!open) onKeepEditing();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Discard unsaved changes?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>Your changes to this post have not been saved. They will be lost.</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onKeepEditing}>
                Keep editing
              </Button>
              <Button colorPalette="red" onClick={onDiscard}>
                Discard changes
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
