import { useRef, type MouseEvent, type ReactNode } from 'react';
import { CommandButton, NativeDialog, Stack } from 'shared_ui/layout';
import { Heading } from 'shared_ui/typography';
import { IconButton } from 'shared_ui/forms';
import { LineIcon } from 'shared_ui/LineIcon';

const MENU_ID = 'staff-menu';

/**
 * The header on a phone: one Menu button that opens a modal `<dialog>` from the inline end with
 * the screens and the account's actions, each a full-width row of at least 44 px. A native modal
 * dialog keeps Tab inside, closes on Escape and gives focus back to the button by itself.
 */
export function StaffMenu({ children }: { children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => dialog.current?.close();
  return (
    <>
      <IconButton
        asChild
        variant="ghost"
        color="inherit"
        size="lg"
        _hover={{ bg: 'whiteAlpha.200' }}
        hideFrom="md"
      >
        <CommandButton
          type="button"
          aria-label="Menu"
          aria-haspopup="dialog"
          aria-controls={MENU_ID}
          commandfor={MENU_ID}
          command="show-modal"
          onClick={() => {
            if (dialog.current && !dialog.current.open) dialog.current.showModal();
          }}
        >
          <LineIcon>
            <path d="M4 6h16M4 12h16M4 18h16" />
          </LineIcon>
        </CommandButton>
      </IconButton>
      <NativeDialog
        ref={dialog}
        id={MENU_ID}
        aria-labelledby={`${MENU_ID}-title`}
        // A press on the backdrop lands on the dialog itself, and a link leads to another screen
        // inside the app: either closes the menu.
        onClick={(event: MouseEvent<HTMLDialogElement>) => {
          const target = event.target as Element;
          if (target === event.currentTarget || target.closest('a')) close();
        }}
        css={{
          position: 'fixed',
          insetBlock: '0',
          insetInlineStart: 'auto',
          insetInlineEnd: '0',
          m: '0',
          p: '0',
          border: 'none',
          w: 'full',
          maxW: 'xs',
          h: '100dvh',
          maxH: '100dvh',
          bg: 'nav.bg',
          color: 'nav.fg',
          _open: { display: 'flex', flexDirection: 'column' },
          _backdrop: { bg: 'blackAlpha.600' },
        }}
      >
        <Stack gap="2" p="4" flex="1" overflow="auto">
          <Stack direction="row" align="center" justify="space-between">
            <Heading as="h2" id={`${MENU_ID}-title`} size="md">
              Menu
            </Heading>
            <IconButton
              variant="ghost"
              color="inherit"
              size="lg"
              _hover={{ bg: 'whiteAlpha.200' }}
              aria-label="Close menu"
              onClick={close}
            >
              <LineIcon>
                <path d="M6 6l12 12M18 6L6 18" />
              </LineIcon>
            </IconButton>
          </Stack>
          {children}
        </Stack>
      </NativeDialog>
    </>
  );
}
