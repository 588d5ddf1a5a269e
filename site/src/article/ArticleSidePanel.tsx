import type { ReactNode } from 'react';
import { publicationDate } from '@app/contract/postDates';
import type { Post } from '@app/contract/posts';
import { Tag } from 'shared_ui/display';
import { Box, Stack, Wrap } from 'shared_ui/layout';
import { Heading, Text } from 'shared_ui/typography';
import { tagsOf } from '../blog/postList';
import { useI18n } from '../i18n/I18nProvider';
import { formatArticleDate, wasUpdated } from './articleRules';
import { readingTime } from './readingTime';
import { ShareMenu } from './ShareMenu';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" textStyle="xs" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium">
        {children}
      </Text>
    </Box>
  );
}

/** On large screens, the post's dates, reading time, share button and tags. */
export function ArticleSidePanel({ post }: { post: Post }) {
  const { t, locale } = useI18n();
  const tags = tagsOf(post.tags);
  return (
    <Stack
      as="aside"
      aria-label={t('article.aside')}
      hideBelow="lg"
      gap="6"
      position="sticky"
      top="calc(var(--chakra-sizes-navbar) + 24px)"
      borderWidth="1px"
      borderRadius="l3"
      p="6"
      bg="bg.subtle"
    >
      <Stack as="dl" gap="4">
        <Fact label={t('article.published')}>
          <time dateTime={publicationDate(post)}>
            {formatArticleDate(publicationDate(post), t, locale)}
          </time>
        </Fact>
        {wasUpdated(post) ? (
          <Fact label={t('article.updated')}>
            <time dateTime={post.updatedAt}>{formatArticleDate(post.updatedAt, t, locale)}</time>
          </Fact>
        ) : null}
        <Fact label={t('article.readingTime')}>{readingTime(post.content, t, locale)}</Fact>
      </Stack>
      <ShareMenu post={post} label={t('article.shareArticle')} />
      {tags.length > 0 ? (
        <Stack gap="3">
          <Heading as="h2" size="sm">
            {t('article.tags')}
          </Heading>
          <Wrap as="ul" listStyleType="none" gap="2">
            {tags.map((tag) => (
              <Box as="li" key={tag}>
                <Tag.Root colorPalette="brand" variant="subtle">
                  <Tag.Label>{tag}</Tag.Label>
                </Tag.Root>
              </Box>
            ))}
          </Wrap>
        </Stack>
      ) : null}
    </Stack>
  );
}
