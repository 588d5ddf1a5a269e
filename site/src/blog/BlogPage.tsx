import type { QueryClient } from '@tanstack/react-query';
import { Seo } from '../seo/Seo';
import { BlogSection } from './BlogSection';
import { prefetchPosts } from './postQueries';

export function prefetchBlog(queryClient: QueryClient): Promise<void> {
  return prefetchPosts(queryClient);
}

/** /blog: every post newest first with the search. */
export function BlogPage() {
  return (
    <>
      <Seo
        title="Blog"
        description="Insights on accounting, payroll, compliance, forecasting and fundraising for startups and growing businesses in the UAE and Saudi Arabia."
        path="/blog"
      />
      <BlogSection variant="page" />
    </>
  );
}
