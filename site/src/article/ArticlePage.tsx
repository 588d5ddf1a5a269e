import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import { Container } from 'shared_ui/layout';
import { Heading } from 'shared_ui/typography';
import { postQuery, prefetchPosts } from '../blog/postQueries';

/** The article and the list its related posts come from. */
export async function prefetchArticle(queryClient: QueryClient, params: Params): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(postQuery(params.slug ?? '')),
    prefetchPosts(queryClient),
  ]);
}

export function ArticlePage() {
  return (
    <Container maxW="7xl" py="16">
      <Heading as="h1">Article</Heading>
    </Container>
  );
}
