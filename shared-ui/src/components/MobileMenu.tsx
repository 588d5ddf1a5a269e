import { forwardRef, type MouseEvent, type ReactElement } from 'react';
import { CloseButton, Link, VStack, chakra, type SystemStyleObject } from '@chakra-ui/react';
import type { LinkComponent, NavLinkItem } from './navLinks';
import { NativeDialog } from '../nativeInvokers';
import { CloseIcon } from './icons';
import { navLinkStyle } from './navLinkStyle';

/**
 * A popover `<dialog>` (non-modal, in the top layer) rather than a modal one: the menu is a
 * disclosure of the bar's links, and opening a modal dialog makes the rest of the page inert,
 * which restyles every element of it in the tap's own task (53 ms of the 90 ms a menu tap took on
 * the home page with a phone's 4x slower CPU; the drawer's first frame came 40–90 ms sooner
 * without it). The browser still does the rest natively: the menu button opens and closes it
 * before any script, a dialog shown as a popover takes focus to its first link as a modal one
 * does, and Escape or a press outside closes it and gives focus back to the button.
 *
 * No `display` outside `:popover-open`: the browser's own `display: none` keeps a closed drawer
 * out of the layout, and an author `display` would override it.
 */
const DRAWER_STYLE: SystemStyleObject = {
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
  overscrollBehavior: 'contain',
  bg: 'nav.bg',
  color: 'nav.fg',
  boxShadow: 'lg',
  textStyle: 'sm',
  outline: '0',
  '&:popover-open': {
    display: 'flex',
    flexDirection: 'column',
    // Visible from its first frame: a drawer sliding in from off-screen, or fading in from
    // transparent, answers the tap only once it has moved or faded far enough to see. It slides
    // from the side it sits on, the inline end: the right in English, the left in Arabic.
    animationName: 'slide-from-right',
    animationDuration: 'moderate',
    animationTimingFunction: 'ease-in-smooth',
    '--slide-from-right-distance': '2rem',
    '--slide-from-left-distance': '2rem',
    '&:dir(rtl)': { animationName: 'slide-from-left' },
  },
  _backdrop: {
    bg: 'blackAlpha.500',
    animationName: 'fade-in',
    animationDuration: 'slow',
  },
  _motionReduce: { animationName: 'none', _backdrop: { animationName: 'none' } },
};

export interface MobileMenuLabels {
  /** The drawer's heading. */
  menu: string;
  /** The name of the drawer's navigation landmark. */
  mobile: string;
  /** The close button's name. */
  closeMenu: string;
}

export interface MobileMenuProps {
  /** The dialog's id, named by the menu button's `commandfor`. */
  id: string;
  links: readonly NavLinkItem[];
  linkAs: LinkComponent;
  labels: MobileMenuLabels;
  /** The host's link to this page in another language, after the links (see NavBar). */
  languageSwitch?: ReactElement;
}

/**
 * The side drawer with the navigation links on small screens. The server renders it
 * closed in every page, so the menu button opens it with no script; its links are plain links.
 */
export const MobileMenu = forwardRef<HTMLDialogElement, MobileMenuProps>(function MobileMenu(
  { id, links, linkAs: LinkAs, labels, languageSwitch },
  ref,
) {
  const titleId = `${id}-title`;
  // Once live, a link may navigate inside the page (the router, or a section of this page), so
  // the drawer closes itself; before that, a link loads another page, which starts closed.
  const close = (event: MouseEvent<HTMLElement>) =>
    event.currentTarget.closest('dialog')?.togglePopover(false);

  return (
    <NativeDialog ref={ref} id={id} popover="auto" aria-labelledby={titleId} css={DRAWER_STYLE}>
      <chakra.div display="flex" alignItems="center" px="6" pt="6" pb="4">
        <chakra.h2 id={titleId} flex="1" textStyle="lg" fontWeight="semibold">
          {labels.menu}
        </chakra.h2>
      </chakra.div>
      <chakra.div px="6" py="2" flex="1" overflow="auto">
        <VStack as="nav" aria-label={labels.mobile} align="stretch" gap="5">
          {links.map((link) => (
            <Link key={link.href} asChild {...navLinkStyle} fontSize="lg">
              <LinkAs href={link.href} onClick={close}>
                {link.label}
              </LinkAs>
            </Link>
          ))}
          {languageSwitch ? (
            <Link asChild {...navLinkStyle} fontSize="lg">
              {languageSwitch}
            </Link>
          ) : null}
        </VStack>
      </chakra.div>
      <CloseButton asChild color="nav.fg" size="sm" position="absolute" top="3" insetEnd="2">
        <button
          type="button"
          aria-label={labels.closeMenu}
          commandfor={id}
          command="hide-popover"
          // Browsers without Invoker Commands close it once the page is live.
          onClick={close}
        >
          <CloseIcon />
        </button>
      </CloseButton>
    </NativeDialog>
  );
});
