import { useLayoutEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PostSummary } from '@app/contract';
import { Button } from 'shared_ui/forms';
import { EmptyState } from 'shared_ui/feedback';
import { Box, Center, Container, SimpleGrid, Stack, VStack } from 'shared_ui/layout';
import { Spinner } from 'shared_ui/Spinner';
import { Heading, Text } from 'shared_ui/typography';
import { useI18n } from '../i18n/I18nProvider';
import { SiteLink } from '../navigation/SiteLink';
import { postsQuery } from './postQueries';
import { HOME_POST_COUNT, newestFirst, searchPosts } from './postList';
import { PostCard } from './PostCard';
import { PostSearch } from './PostSearch';
import {
  cardMarks,
  gridMark,
  noPostsMark,
  releaseEarlyPostFilter,
  summaryMark,
} from './earlyFilterMarks';

export interface BlogSectionProps {
  /** 'home': the 3 newest posts in the home page; 'page': every post with the search (/blog). */
  variant: 'home' | 'page';
}

interface PostGridProps {
  posts: PostSummary[];
  headingLevel: 'h2' | 'h3';
  /** Marks the cards for the boot script's filter (/blog, before the page is live). */
  searchable: boolean;
}

function PostGrid({ posts, headingLevel, searchable }: PostGridProps) {
  return (
    <SimpleGrid
      as="ul"
      listStyleType="none"
      columns={{ base: 1, md: 2, lg: 3 }}
      gap="6"
      w="full"
      {...(searchable ? gridMark : null)}
    >
      {posts.map((post) => (
        <Box as="li" key={post.id} {...(searchable ? cardMarks(post) : null)}>
          <PostCard post={post} headingLevel={headingLevel} />
        </Box>
      ))}
    </SimpleGrid>
  );
}

/**
 * /blog renders the message hidden while there are posts, so the boot script's filter can show
 * it before the page is live (./earlyFilterMarks.ts).
 */
function NoPosts({ shown }: { shown: boolean }) {
  const { t } = useI18n();
  return (
    <EmptyState.Root {...noPostsMark} display={shown ? undefined : 'none'}>
      <EmptyState.Content>
        <EmptyState.Title as="p">{t('blog.empty.title')}</EmptyState.Title>
        <EmptyState.Description>{t('blog.empty.text')}</EmptyState.Description>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** The blog section (#blog) of the home page and the list of the /blog page. */
export function BlogSection({ variant }: BlogSectionProps) {
  const { t, locale } = useI18n();
  const { data, isPending, isError } = useQuery(postsQuery(locale));
  const [term, setTerm] = useState('');
  const isPage = variant === 'page';

  const all = data ? newestFirst(data) : [];
  const searching = isPage && term.trim() !== '';
  const shown = isPage ? searchPosts(all, term) : all.slice(0, HOME_POST_COUNT);

  // Before the page was live, the boot script filtered the server's cards with rules of its own
  // (../boot/earlyPostFilter.ts). They stay through hydration, whose state does not have the
  // typed text yet, and go in the commit where it has: the box shows what the state holds.
  const searchField = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (searchField.current?.value === term) releaseEarlyPostFilter(document);
  }, [term]);

  let body;
  if (isPending) {
    body = (
      <VStack role="status" gap="4" py="12">
        <Spinner size="xl" />
        <Text color="fg.muted">{t('blog.loading')}</Text>
      </VStack>
    );
  } else if (isError) {
    body = (
      <Center py="12">
        <Text role="alert" color="fg.error">
          {t('blog.failed')}
        </Text>
      </Center>
    );
  } else {
    body = (
      <>
        {isPage ? (
          // Always there on /blog, empty and hidden until a search: the boot script's filter
          // shows its count in the same place before the page is live.
          <Text
            role="status"
            color="fg.muted"
            display={searching ? undefined : 'none'}
            {...summaryMark}
          >
            {searching
              ? t('blog.search.summary', { count: String(shown.length), term: term.trim() })
              : null}
          </Text>
        ) : null}
        {shown.length > 0 ? (
          <PostGrid posts={shown} headingLevel={isPage ? 'h2' : 'h3'} searchable={isPage} />
        ) : null}
        {isPage || shown.length === 0 ? <NoPosts shown={shown.length === 0} /> : null}
        {!isPage && all.length > HOME_POST_COUNT ? (
          <Button asChild colorPalette="brand" size="lg">
            <SiteLink href="/blog">{t('blog.viewAll')}</SiteLink>
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <Box
      as="section"
      id="blog"
      aria-labelledby="blog-heading"
      bg="bg.subtle"
      py={{ base: '12', md: '20' }}
    >
      <Container maxW="7xl">
        <Stack gap="8" align="center">
          <Heading
            id="blog-heading"
            as={isPage ? 'h1' : 'h2'}
            size={{ base: '3xl', md: '4xl' }}
            textAlign="center"
          >
            {t('blog.title')}
          </Heading>
          {isPage ? <PostSearch value={term} onChange={setTerm} fieldRef={searchField} /> : null}
          {body}
        </Stack>
      </Container>
    </Box>
  );
}
