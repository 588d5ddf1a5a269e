import { useId, useRef, type ReactElement } from 'react';
import { Container, Flex, HStack, IconButton, Link, chakra } from '@chakra-ui/react';
import { MenuIcon } from './components/icons';
import { MobileMenu, type MobileMenuLabels } from './components/MobileMenu';
import {
  NAV_LINKS,
  type KitLinkProps,
  type LinkComponent,
  type NavLinkItem,
} from './components/navLinks';
import { navLinkStyle } from './components/navLinkStyle';
import { Logo } from './Logo';
import './nativeInvokers';

export {
  NAV_LINKS,
  type KitLinkProps,
  type LinkComponent,
  type NavLinkItem,
} from './components/navLinks';

function PlainLink({ href, ...rest }: KitLinkProps) {
  return <a href={href} {...rest} />;
}

export interface NavBarProps {
  /** Link component for every navigation link; defaults to a plain `<a>`. */
  linkAs?: LinkComponent;
  links?: readonly NavLinkItem[];
  /** The bar's and the drawer's own words, in the host's language; English by default. */
  labels?: NavBarLabels;
  /** Where the logo leads: the home page of the host's language (`/` by default). */
  homeHref?: string;
  /**
   * The host's link to this page in another language, shown after the links in the bar and in
   * the drawer. One anchor element that spreads the props it is given onto its `<a>`.
   */
  languageSwitch?: ReactElement;
}

export interface NavBarLabels extends MobileMenuLabels {
  /** The logo link's name. */
  home: string;
  /** The name of the bar's navigation landmark. */
  main: string;
  /** The menu button's name. */
  openMenu: string;
}

const ENGLISH_LABELS: NavBarLabels = {
  home: 'Home',
  main: 'Main',
  openMenu: 'Open menu',
  menu: 'Menu',
  mobile: 'Mobile',
  closeMenu: 'Close menu',
};

/** Fixed black bar, 96 px high; below 768 px the links move into a side drawer. */
export function NavBar({
  linkAs: LinkAs = PlainLink,
  links = NAV_LINKS,
  labels = ENGLISH_LABELS,
  homeHref = '/',
  languageSwitch,
}: NavBarProps) {
  const menuId = `mobile-menu-${useId()}`;
  const menu = useRef<HTMLDialogElement>(null);

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
          <Link asChild {...navLinkStyle} aria-label={labels.home}>
            <LinkAs href={homeHref}>
              <Logo />
            </LinkAs>
          </Link>

          <HStack as="nav" aria-label={labels.main} gap="8" hideBelow="md">
            {links.map((link) => (
              <Link key={link.href} asChild {...navLinkStyle}>
                <LinkAs href={link.href}>{link.label}</LinkAs>
              </Link>
            ))}
            {languageSwitch ? (
              <Link asChild {...navLinkStyle}>
                {languageSwitch}
              </Link>
            ) : null}
          </HStack>

          <IconButton
            asChild
            variant="ghost"
            color="nav.fg"
            _hover={{ bg: 'whiteAlpha.200' }}
            size="lg"
            hideFrom="md"
          >
            {/* The browser opens the drawer from this button itself, before any script. */}
            <button
              type="button"
              aria-label={labels.openMenu}
              aria-haspopup="dialog"
              commandfor={menuId}
              command="show-popover"
              // Browsers without Invoker Commands open it once the page is live; where the
              // command ran first, the drawer is already open and this leaves it so.
              onClick={() => menu.current?.togglePopover(true)}
            >
              <MenuIcon />
            </button>
          </IconButton>
          <MobileMenu
            ref={menu}
            id={menuId}
            links={links}
            linkAs={LinkAs}
            labels={labels}
            languageSwitch={languageSwitch}
          />
        </Flex>
      </Container>
    </chakra.header>
  );
}
