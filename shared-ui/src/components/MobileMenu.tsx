import { CloseButton, Drawer, Link, Portal, VStack } from '@chakra-ui/react';
import type { LinkComponent, NavLinkItem } from '../NavBar';
import { navLinkStyle } from './navLinkStyle';

export interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  links: readonly NavLinkItem[];
  linkAs: LinkComponent;
}

/**
 * Spec 2.2: the side drawer with the navigation links on small screens. Its own module so the
 * drawer's code loads when someone reaches for the menu, not with every page.
 */
export default function MobileMenu({ open, onOpenChange, links, linkAs: LinkAs }: MobileMenuProps) {
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="end"
      unmountOnExit
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="nav.bg" color="nav.fg">
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <VStack as="nav" aria-label="Mobile" align="stretch" gap="5">
                {links.map((link) => (
                  <Link key={link.href} asChild {...navLinkStyle} fontSize="lg">
                    <LinkAs href={link.href} onClick={close}>
                      {link.label}
                    </LinkAs>
                  </Link>
                ))}
              </VStack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label="Close menu" color="nav.fg" size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
