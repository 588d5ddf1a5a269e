import { useMemo } from 'react';
import { Helmet } from 'react-helmet';
import { Outlet, ScrollRestoration, useSearchParams } from 'react-router-dom';
import { SITE_PREVIEW_PARAM } from '@app/contract/siteContentPaths';
import { Box, Flex } from 'shared_ui/layout';
import { NavBar, type NavBarLabels, type NavLinkItem } from 'shared_ui/NavBar';
import { useI18n } from '../i18n/I18nProvider';
import type { MessageKey } from '../i18n/messages/en';
import { LanguageSuggestion } from '../navigation/LanguageSuggestion';
import { LanguageSwitch } from '../navigation/LanguageSwitch';
import { useLocalizedPath } from '../navigation/localizedPath';
import { SiteLink } from '../navigation/SiteLink';
import { Footer } from './Footer';
import { SitePreviewToken } from '../page/siteContent';
import { SitePreviewOr } from '../preview/SitePreview';

/** The top navigation links, in order (the kit's NAV_LINKS, in the page's language). */
const NAV_ITEMS: readonly { key: MessageKey; href: string }[] = [
  { key: 'nav.about', href: '/about' },
  { key: 'nav.services', href: '/#services' },
  { key: 'nav.packages', href: '/#packages' },
  { key: 'nav.blog', href: '/blog' },
  { key: 'nav.contact', href: '/#contact' },
];

/**
 * Every public page sits between the fixed navigation bar and the footer. A site content preview
 * link's token (`?token=`) shows the page with a draft's texts (see SitePreviewOr).
 */
export function SiteLayout() {
  const { t, locale, dir } = useI18n();
  const localize = useLocalizedPath();
  const previewToken = useSearchParams()[0].get(SITE_PREVIEW_PARAM) ?? undefined;
  const links = useMemo<NavLinkItem[]>(
    () => NAV_ITEMS.map(({ key, href }) => ({ label: t(key), href: localize(href) })),
    [t, localize],
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
    <SitePreviewToken.Provider value={previewToken}>
      <Flex direction="column" minH="100dvh">
        {/* The document's language and direction: the server writes them on <html>. */}
        <Helmet htmlAttributes={{ lang: locale, dir }} />
        <NavBar
          linkAs={SiteLink}
          links={links}
          labels={labels}
          homeHref={localize('/')}
          languageSwitch={<LanguageSwitch />}
        />
        {/* The bar is fixed, so content starts below its 96 px. */}
        <Box as="main" flex="1" pt="navbar">
          <SitePreviewOr>
            <Outlet />
          </SitePreviewOr>
        </Box>
        <Footer />
        <LanguageSuggestion />
        <ScrollRestoration />
      </Flex>
    </SitePreviewToken.Provider>
  );
}
