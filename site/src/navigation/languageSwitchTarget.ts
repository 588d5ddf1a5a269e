import type { PostSummary } from '@app/contract/posts';
import { localizedPath, type SiteLanguage } from '@app/contract/languages';
import { articlePath } from '@app/contract/publicPages';
import type { SiteRouteHandle } from '../page/routeHandle';

export interface LanguageSwitchPage {
  /** The address of the page shown, e.g. `/ar/about`. */
  pathname: string;
  /** What its route says the switch leads to (SiteRouteHandle.languageSwitch). */
  kind: SiteRouteHandle['languageSwitch'];
  /** The article shown, once read (undefined while loading, or when there is none). */
  post?: Pick<PostSummary, 'translationSlug'>;
}

/**
 * Where the language switch of a page leads: the same page in `language`; for an article, its
 * translation, which a public read names only once it is published, else that language's blog.
 */
export function languageSwitchTarget(page: LanguageSwitchPage, language: SiteLanguage): string {
  if (page.kind === 'blog') return localizedPath(language, '/blog');
  if (page.kind === 'translation') {
    const translation = page.post?.translationSlug;
    return translation ? articlePath(translation, language) : localizedPath(language, '/blog');
  }
  return localizedPath(language, page.pathname);
}
