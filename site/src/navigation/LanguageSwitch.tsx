import type { ComponentPropsWithoutRef } from 'react';
import { useQueries, type UseQueryOptions } from '@tanstack/react-query';
import { useLocation, useMatches } from 'react-router-dom';
import type { Post } from '@app/contract/posts';
import { HREFLANG, type SiteLanguage } from '@app/contract/languages';
import type { SiteRouteHandle } from '../page/routeHandle';
import { postQuery } from '../blog/postQueries';
import { useI18n } from '../i18n/I18nProvider';
import { LANGUAGE_SWITCH_ATTRIBUTE } from './languageSwitchMark';
import { languageSwitchTarget } from './languageSwitchTarget';

const OTHER_LANGUAGE: Readonly<Record<SiteLanguage, SiteLanguage>> = { en: 'ar', ar: 'en' };

/** The other language and the address of this page in it (see languageSwitchTarget). */
export function useOtherLanguagePage(): { language: SiteLanguage; href: string } {
  const { locale } = useI18n();
  const language = OTHER_LANGUAGE[locale];
  const { pathname } = useLocation();
  const leaf = useMatches().at(-1);
  const kind = (leaf?.handle as SiteRouteHandle | undefined)?.languageSwitch;
  const slug = kind === 'translation' ? leaf?.params.slug : undefined;
  // Reads the article the page shows from the cache (never fetches it): its translation's slug.
  const queries: UseQueryOptions<Post>[] =
    slug === undefined ? [] : [{ ...postQuery(slug), enabled: false }];
  const [article] = useQueries({ queries });
  return {
    language,
    href: languageSwitchTarget({ pathname, kind, post: article?.data }, language),
  };
}

/** The attributes of a link to this page in `language`, marked for the boot script. */
export function otherLanguageLinkProps(language: SiteLanguage, href: string) {
  return {
    [LANGUAGE_SWITCH_ATTRIBUTE]: language,
    href,
    hrefLang: HREFLANG[language],
    // No dir of its own: a one-language run reads right in either direction, and the link keeps
    // the alignment of the list it sits in.
    lang: language,
  };
}

/**
 * The link to this page in the other language, named in that language. A plain link on purpose:
 * the other language is another document (its `<html lang dir>`, its catalogue), loaded whole,
 * and it works before the page is live. The kit's NavBar styles it, in the bar and the drawer.
 */
export function LanguageSwitch(props: ComponentPropsWithoutRef<'a'>) {
  const { t } = useI18n();
  const { language, href } = useOtherLanguagePage();
  return (
    <a
      {...props}
      {...otherLanguageLinkProps(language, href)}
      aria-label={t('nav.languageSwitchLabel')}
    >
      {t('nav.languageSwitch')}
    </a>
  );
}
