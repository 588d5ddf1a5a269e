import { lazy, Suspense, useState, type ComponentPropsWithRef, type ComponentType } from 'react';
import { Container, Flex, HStack, IconButton, Link, chakra } from '@chakra-ui/react';
import { MenuIcon } from './components/icons';
import { navLinkStyle } from './components/navLinkStyle';
import { Logo } from './Logo';

const MobileMenu = lazy(() => import('./components/MobileMenu'));

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

/** Spec 2.2: fixed black bar, 96 px high; below 768 px the links move into a side drawer. */
export function NavBar({ linkAs: LinkAs = PlainLink, links = NAV_LINKS }: NavBarProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  // The drawer's module is fetched on the first press of the menu button, then kept.
  const [menuRequested, setMenuRequested] = useState(false);

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
          <Link asChild {...navLinkStyle} aria-label="Home">
            <LinkAs href="/">
              <Logo />
            </LinkAs>
          </Link>

          <HStack as="nav" aria-label="Main" gap="8" hideBelow="md">
            {links.map((link) => (
              <Link key={link.href} asChild {...navLinkStyle}>
                <LinkAs href={link.href}>{link.label}</LinkAs>
              </Link>
            ))}
          </HStack>

          <IconButton
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            variant="ghost"
            color="nav.fg"
            _hover={{ bg: 'whiteAlpha.200' }}
            size="lg"
            hideFrom="md"
            onClick={() => {
              setMenuRequested(true);
              setMenuOpen(true);
            }}
          >
            <MenuIcon />
          </IconButton>
          {menuRequested ? (
            <Suspense fallback={null}>
              <MobileMenu
                open={menuOpen}
                onOpenChange={setMenuOpen}
                links={links}
                linkAs={LinkAs}
              />
            </Suspense>
          ) : null}
        </Flex>
      </Container>
    </chakra.header>
  );
}
