import { useMemo } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Box, Flex } from 'shared_ui/layout';
import { NavBar, type NavBarLabels, type NavLinkItem } from 'shared_ui/NavBar';
import { useI18n } from '../i18n/I18nProvider';
import type { MessageKey } from '../i18n/messages/en';
import { SiteLink } from '../navigation/SiteLink';
import { Footer } from './Footer';

/** The top navigation links, in order (the kit's NAV_LINKS, in the page's language). */
const NAV_ITEMS: readonly { key: MessageKey; href: string }[] = [
  { key: 'nav.about', href: '/about' },
  { key: 'nav.services', href: '/#services' },
  { key: 'nav.packages', href: '/#packages' },
  { key: 'nav.blog', href: '/blog' },
  { key: 'nav.contact', href: '/#contact' },
];

/** Every public page sits between the fixed navigation bar and the footer. */
export function SiteLayout() {
  const { t } = useI18n();
  const links = useMemo<NavLinkItem[]>(
    () => NAV_ITEMS.map(({ key, href }) => ({ label: t(key), href })),
    [t],
  );
  const labels = useMemo<NavBarLabels>(
    () => ({
      home: t('nav.home'),
      main: t('nav.main'),
      openMenu: t('nav.openMenu'),
      menu: t('nav.menu'),
      mobile: t('nav.mobile'),
      closeMenu: t('nav.closeMenu'),
    }),
    [t],
  );
  return (
    <Flex direction="column" minH="100dvh">
      <NavBar linkAs={SiteLink} links={links} labels={labels} />
      {/* The bar is fixed, so content starts below its 96 px. */}
      <Box as="main" flex="1" pt="navbar">
        <Outlet />
      </Box>
      <Footer />
      <ScrollRestoration />
    </Flex>
  );
}
