import type { QueryClient } from '@tanstack/react-query';
import { Container } from 'shared_ui/layout';
import { Heading } from 'shared_ui/typography';
import { Seo } from '../seo/Seo';
import { prefetchPosts } from './postQueries';

export function prefetchBlog(queryClient: QueryClient): Promise<void> {
  return prefetchPosts(queryClient);
}

export function BlogPage() {
  return (
    <Container maxW="7xl" py="16">
      <Seo title="Blog" description="Blog" path="/blog" />
      <Heading as="h1">Latest Insights</Heading>
    </Container>
  );
}
