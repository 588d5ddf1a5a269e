import { useState, type ComponentPropsWithRef, type ComponentType } from 'react';
import {
  CloseButton,
  Container,
  Drawer,
  Flex,
  HStack,
  IconButton,
  Link,
  Portal,
  VStack,
  chakra,
} from '@chakra-ui/react';
import { MenuIcon } from './components/icons';
import { Logo } from './Logo';

export interface NavLinkItem {
  label: string;
  href: string;
}

/** Spec 2.2: the top navigation links, in order. */
export const NAV_LINKS: readonly NavLinkItem[] = [
  { label: 'About Us', href: '/about' },
  { label: 'Services', href: '/#services' },
  { label: 'Packages', href: '/#packages' },
  { label: 'Blog', href: '/blog' },
  { label: 'Contact Us', href: '/#contact' },
];

/** Props the kit passes to a host's link component; spread the rest onto the anchor. */
export type KitLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & { href: string };

/**
 * How links are rendered. The kit must not depend on a router, so hosts inject one, e.g.
 * `({ href, ...rest }) => <RouterLink to={href} {...rest} />`.
 */
export type LinkComponent = ComponentType<KitLinkProps>;

function PlainLink({ href, ...rest }: KitLinkProps) {
  return <a href={href} {...rest} />;
}

export interface NavBarProps {
  /** Link component for every navigation link; defaults to a plain `<a>`. */
  linkAs?: LinkComponent;
  links?: readonly NavLinkItem[];
}

const linkStyle = {
  color: 'nav.fg',
  fontWeight: 'medium',
  textDecoration: 'none',
  _hover: { color: 'nav.accent', textDecoration: 'none' },
  _focusVisible: { outlineColor: 'nav.accent' },
} as const;

/** Spec 2.2: fixed black bar, 96 px high; below 768 px the links move into a side drawer. */
export function NavBar({ linkAs: LinkAs = PlainLink, links = NAV_LINKS }: NavBarProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  return (
    <chakra.header
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      h="navbar"
      bg="nav.bg"
      color="nav.fg"
    >
      <Container maxW="7xl" h="full">
        <Flex h="full" align="center" justify="space-between" gap="6">
          <Link asChild {...linkStyle} aria-label="Home">
            <LinkAs href="/">
              <Logo />
            </LinkAs>
          </Link>

          <HStack as="nav" aria-label="Main" gap="8" hideBelow="md">
            {links.map((link) => (
              <Link key={link.href} asChild {...linkStyle}>
                <LinkAs href={link.href}>{link.label}</LinkAs>
              </Link>
            ))}
          </HStack>

          <Drawer.Root
            open={menuOpen}
            onOpenChange={(details) => setMenuOpen(details.open)}
            placement="end"
            lazyMount
            unmountOnExit
          >
            <Drawer.Trigger asChild>
              <IconButton
                aria-label="Open menu"
                variant="ghost"
                color="nav.fg"
                _hover={{ bg: 'whiteAlpha.200' }}
                size="lg"
                hideFrom="md"
              >
                <MenuIcon />
              </IconButton>
            </Drawer.Trigger>
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
                        <Link key={link.href} asChild {...linkStyle} fontSize="lg">
                          <LinkAs href={link.href} onClick={closeMenu}>
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
        </Flex>
      </Container>
    </chakra.header>
  );
}
