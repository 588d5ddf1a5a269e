import type { ReactNode } from 'react';
import { Dialog, Portal, type DialogRootProps, type SystemStyleObject } from '@chakra-ui/react';
import { Button } from './components/Button';

export interface DialogShellProps {
  /** Names the dialog: it is announced when the dialog opens. */
  title: ReactNode;
  /** The body. */
  children: ReactNode;
  /** The actions, at the end of the dialog. */
  footer?: ReactNode;
  /**
   * The user asked to close: Escape, a press on the backdrop or the close button. The dialog stays
   * open until its owner unmounts it, so the owner can refuse (while a request runs) or ask first
   * (unsaved changes).
   */
  onClose(): void;
  /** Accessible name of a close button in the corner; without it there is none. */
  closeLabel?: string;
  /** `alertdialog` for a question that must be answered before going on. */
  role?: 'dialog' | 'alertdialog';
  size?: DialogRootProps['size'];
  /** Centred unless told otherwise. */
  placement?: DialogRootProps['placement'];
  /** `inside` keeps the title and actions on screen and scrolls the body. */
  scrollBehavior?: DialogRootProps['scrollBehavior'];
  /** False when a stray press on the backdrop must not ask to close (a long form). */
  closeOnInteractOutside?: boolean;
  /** The element that takes focus on opening; else the dialog's first focusable element. */
  initialFocus?: () => HTMLElement | null;
  /** Widens (or narrows) the panel beyond what `size` gives. */
  maxW?: SystemStyleObject['maxW'];
}

/**
 * The one shape of the apps' modal dialogs: a titled panel over a dimmed backdrop, a body and a
 * footer of actions, open for as long as it is mounted. Chakra traps focus inside, returns it on
 * close and hides the rest of the page from assistive technology.
 */
export function DialogShell({
  title,
  children,
  footer,
  onClose,
  closeLabel,
  role,
  size,
  placement = 'center',
  scrollBehavior,
  closeOnInteractOutside,
  initialFocus,
  maxW,
}: DialogShellProps) {
  return (
    <Dialog.Root
      open
      role={role}
      size={size}
      placement={placement}
      scrollBehavior={scrollBehavior}
      closeOnInteractOutside={closeOnInteractOutside}
      initialFocusEl={initialFocus}
      onOpenChange={({ open }) => {
        if (!open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={maxW}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {closeLabel && (
              <Dialog.CloseTrigger asChild>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={closeLabel}
                  position="absolute"
                  top="3"
                  insetEnd="3"
                >
                  ✕
                </Button>
              </Dialog.CloseTrigger>
            )}
            <Dialog.Body>{children}</Dialog.Body>
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
