import type { QueryClient } from '@tanstack/react-query';
import { usePendingSectionScroll } from '../navigation/usePendingSectionScroll';
import { prefetchPosts } from '../blog/postQueries';
import { HomeSeo } from './HomeSeo';
import { Hero } from './Hero';

/** The home page reads the newest posts for its blog section. */
export function prefetchHome(queryClient: QueryClient): Promise<void> {
  return prefetchPosts(queryClient);
}

/** Spec 2.3 home page; the services, packages, blog and contact sections follow the hero. */
export function HomePage() {
  usePendingSectionScroll();
  return (
    <>
      <HomeSeo />
      <Hero />
    </>
  );
}
