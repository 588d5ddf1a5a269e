import { useEffect } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useParams, type Params } from 'react-router-dom';
import type { Post } from '@app/contract/posts';
import type { SiteLanguage } from '@app/contract/languages';
import { articlePath } from '@app/contract/publicPages';
import type { PermanentRedirect } from '../page/routeHandle';
import { VStack } from 'shared_ui/layout';
import { Spinner } from 'shared_ui/Spinner';
import { Text } from 'shared_ui/typography';
import { postQuery, postsQuery, prefetchPosts } from '../blog/postQueries';
import { useI18n } from '../i18n/I18nProvider';
import { ArticleNotFound } from './ArticleNotFound';
import { ArticleView } from './ArticleView';

/** The article and the list of its language its related posts come from. */
export async function prefetchArticle(
  queryClient: QueryClient,
  params: Params,
  language: SiteLanguage,
): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(postQuery(params.slug ?? '')),
    prefetchPosts(queryClient, language),
  ]);
}

/**
 * A post has one address, in its own language: asked under the other one (an English post at
 * `/ar/blog/…`, an Arabic one at `/blog/…`), it is sent there for good. The address names the
 * language; the visitor's preferences never choose it.
 */
export function articleRedirect(
  queryClient: QueryClient,
  params: Params,
  language: SiteLanguage,
): PermanentRedirect | undefined {
  const post = queryClient.getQueryData<Post>(postQuery(params.slug ?? '').queryKey);
  if (post === undefined || post.language === language) return undefined;
  return { location: articlePath(post.slug, post.language), permanent: true };
}

/** /blog/{slug} and /ar/blog/{slug}: the article, or the not-found page. */
export function ArticlePage() {
  const { t, locale } = useI18n();
  const slug = useParams().slug ?? '';
  // A read that failed on the server (a missing post) came with the page: no second try here.
  const post = useQuery({ ...postQuery(slug), retryOnMount: false });
  const posts = useQuery({ ...postsQuery(locale), retryOnMount: false });

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [slug]);

  if (post.isPending) {
    return (
      <VStack role="status" gap="4" py="24">
        <Spinner size="xl" />
        <Text color="fg.muted">{t('article.loading')}</Text>
      </VStack>
    );
  }
  if (post.isError || !post.data) {
    return <ArticleNotFound slug={slug} />;
  }
  return <ArticleView post={post.data} posts={posts.data ?? []} />;
}
