import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PostSummary } from '@app/contract';
import { Button } from 'shared_ui/forms';
import { EmptyState } from 'shared_ui/feedback';
import { Box, Center, Container, SimpleGrid, Stack, VStack } from 'shared_ui/layout';
import { Spinner } from 'shared_ui/Spinner';
import { Heading, Text } from 'shared_ui/typography';
import { SiteLink } from '../navigation/SiteLink';
import { postsQuery } from './postQueries';
import { HOME_POST_COUNT, newestFirst, searchPosts, searchSummary } from './postList';
import { PostCard } from './PostCard';
import { PostSearch } from './PostSearch';

export interface BlogSectionProps {
  /** 'home': the 3 newest posts in the home page; 'page': every post with the search (/blog). */
  variant: 'home' | 'page';
}

function PostGrid({ posts, headingLevel }: { posts: PostSummary[]; headingLevel: 'h2' | 'h3' }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6" w="full">
      {posts.map((post) => (
        <Box as="li" key={post.id}>
          <PostCard post={post} headingLevel={headingLevel} />
        </Box>
      ))}
    </SimpleGrid>
  );
}

function NoPosts() {
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Title as="p">No posts found</EmptyState.Title>
        <EmptyState.Description>
          Try adjusting your search or check back later for new content.
        </EmptyState.Description>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** Spec 2.6: the blog section (#blog) of the home page and the list of the /blog page. */
export function BlogSection({ variant }: BlogSectionProps) {
  const { data, isPending, isError } = useQuery(postsQuery());
  const [term, setTerm] = useState('');
  const isPage = variant === 'page';

  const all = data ? newestFirst(data) : [];
  const searching = isPage && term.trim() !== '';
  const shown = isPage ? searchPosts(all, term) : all.slice(0, HOME_POST_COUNT);

  let body;
  if (isPending) {
    body = (
      <VStack role="status" gap="4" py="12">
        <Spinner size="xl" />
        <Text color="fg.muted">Loading our latest articles...</Text>
      </VStack>
    );
  } else if (isError) {
    body = (
      <Center py="12">
        <Text role="alert" color="fg.error">
          Failed to load blog posts. Please try again later.
        </Text>
      </Center>
    );
  } else {
    body = (
      <>
        {searching ? (
          <Text role="status" color="fg.muted">
            {searchSummary(shown.length, term)}
          </Text>
        ) : null}
        {shown.length === 0 ? (
          <NoPosts />
        ) : (
          <PostGrid posts={shown} headingLevel={isPage ? 'h2' : 'h3'} />
        )}
        {!isPage && all.length > HOME_POST_COUNT ? (
          <Button asChild colorPalette="brand" size="lg">
            <SiteLink href="/blog">View All Posts</SiteLink>
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
            Latest Insights
          </Heading>
          {isPage ? <PostSearch value={term} onChange={setTerm} /> : null}
          {body}
        </Stack>
      </Container>
    </Box>
  );
}
