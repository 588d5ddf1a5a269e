import type { QueryClient } from '@tanstack/react-query';
import type { SiteLanguage } from '@app/contract/languages';
import { useI18n } from '../i18n/I18nProvider';
import { useLocalizedPath } from '../navigation/localizedPath';
import { Seo } from '../seo/Seo';
import { BlogSection } from './BlogSection';
import { prefetchPosts } from './postQueries';

export function prefetchBlog(
  queryClient: QueryClient,
  _params: unknown,
  language: SiteLanguage,
): Promise<void> {
  return prefetchPosts(queryClient, language);
}

/** /blog and /ar/blog: every post of the page's language, newest first, with the search. */
export function BlogPage() {
  const { t } = useI18n();
  const localize = useLocalizedPath();
  return (
    <>
      <Seo title={t('nav.blog')} description={t('blog.description')} path={localize('/blog')} />
      <BlogSection variant="page" />
    </>
  );
}
