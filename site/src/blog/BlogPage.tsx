import type { QueryClient } from '@tanstack/react-query';
import { useI18n } from '../i18n/I18nProvider';
import { Seo } from '../seo/Seo';
import { BlogSection } from './BlogSection';
import { prefetchPosts } from './postQueries';

export function prefetchBlog(queryClient: QueryClient): Promise<void> {
  return prefetchPosts(queryClient);
}

/** /blog: every post newest first with the search. */
export function BlogPage() {
  const { t } = useI18n();
  return (
    <>
      <Seo title={t('nav.blog')} description={t('blog.description')} path="/blog" />
      <BlogSection variant="page" />
    </>
  );
}
