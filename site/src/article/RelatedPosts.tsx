import type { PostSummary } from '@app/contract';
import { Box, SimpleGrid, Stack } from 'shared_ui/layout';
import { Heading } from 'shared_ui/typography';
import { PostCard } from '../blog/PostCard';
import { useI18n } from '../i18n/I18nProvider';

/** "You Might Also Like", up to 3 cards opening their posts. */
export function RelatedPosts({ posts }: { posts: PostSummary[] }) {
  const { t } = useI18n();
  if (posts.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="related-heading" gap="6">
      <Heading id="related-heading" as="h2" size="2xl">
        {t('article.related')}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
        {posts.map((post) => (
          <Box as="li" key={post.id}>
            <PostCard post={post} headingLevel="h3" />
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
