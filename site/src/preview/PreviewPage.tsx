import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { PREVIEW_TOKEN_PATTERN } from '@app/contract/privateLinks';
import { VStack } from 'shared_ui/layout';
import { Spinner } from 'shared_ui/Spinner';
import { Text } from 'shared_ui/typography';
import { ArticleView } from '../article/ArticleView';
import { postsQuery } from '../blog/postQueries';
import { useI18n } from '../i18n/I18nProvider';
import { DeadLinkPage } from '../not-found/DeadLinkPage';
import { previewQuery } from './previewQuery';

/**
 * One answer for every dead link (unknown, expired, revoked, malformed, its post deleted): a
 * reader must not learn which it was, nor anything of the post.
 */
export function PreviewNotFound() {
  const { t } = useI18n();
  return (
    <DeadLinkPage
      title={t('preview.notFound.title')}
      description={t('preview.notFound.description')}
    >
      <Text color="fg.muted" maxW="xl">
        {t('preview.notFound.text')}
      </Text>
    </DeadLinkPage>
  );
}

/**
 * /preview/{token}: a draft or scheduled post exactly as its article page will show it, for
 * whoever holds the link; kept out of search results and of every cache (see the route's handle).
 */
export function PreviewPage() {
  const { t } = useI18n();
  const token = useParams().token ?? '';
  const wellFormed = PREVIEW_TOKEN_PATTERN.test(token);
  const preview = useQuery({ ...previewQuery(token), enabled: wellFormed, retryOnMount: false });
  const posts = useQuery({ ...postsQuery('en'), retryOnMount: false });

  if (wellFormed && preview.isPending) {
    return (
      <VStack role="status" gap="4" py="24">
        <Spinner size="xl" />
        <Text color="fg.muted">{t('preview.loading')}</Text>
      </VStack>
    );
  }
  // A published post was sent to its public page by the server; reaching here with one means
  // the page state is older than that, and the draft must not show either.
  if (!wellFormed || !preview.data || !('post' in preview.data)) return <PreviewNotFound />;
  return <ArticleView post={preview.data.post} posts={posts.data ?? []} noindex />;
}
