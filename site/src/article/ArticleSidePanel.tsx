import type { ReactNode } from 'react';
import { publicationDate } from '@app/contract/postDates';
import type { Post } from '@app/contract/posts';
import { Tag } from 'shared_ui/display';
import { Box, Stack, Wrap } from 'shared_ui/layout';
import { Heading, Text } from 'shared_ui/typography';
import { tagsOf } from '../blog/postList';
import { formatArticleDate, readingTime, wasUpdated } from './articleRules';
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
  const tags = tagsOf(post.tags);
  return (
    <Stack
      as="aside"
      aria-label="About this article"
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
        <Fact label="Published">
          <time dateTime={publicationDate(post)}>{formatArticleDate(publicationDate(post))}</time>
        </Fact>
        {wasUpdated(post) ? (
          <Fact label="Updated">
            <time dateTime={post.updatedAt}>{formatArticleDate(post.updatedAt)}</time>
          </Fact>
        ) : null}
        <Fact label="Reading Time">{readingTime(post.content)}</Fact>
      </Stack>
      <ShareMenu post={post} label="Share Article" />
      {tags.length > 0 ? (
        <Stack gap="3">
          <Heading as="h2" size="sm">
            Tags
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
