import type { QueryClient } from '@tanstack/react-query';
import type { SiteLanguage } from '@app/contract/languages';
import { usePendingSectionScroll } from '../navigation/usePendingSectionScroll';
import { prefetchPosts } from '../blog/postQueries';
import { BlogSection } from '../blog/BlogSection';
import { ContactSection } from '../contact/ContactSection';
import { PackagesSection } from '../packages/PackagesSection';
import { ServicesSection } from '../services/ServicesSection';
import { HomeSeo } from './HomeSeo';
import { Hero } from './Hero';
import { HowWeWorkSection } from './HowWeWorkSection';

/** The home page reads the newest posts of its language for its blog section. */
export function prefetchHome(
  queryClient: QueryClient,
  _params: unknown,
  language: SiteLanguage,
): Promise<void> {
  return prefetchPosts(queryClient, language);
}

/**
 * Top to bottom: the hero, services, how we work, packages, the blog and contact (see
 * docs/public-site.md#home-page).
 */
export function HomePage() {
  usePendingSectionScroll();
  return (
    <>
      <HomeSeo />
      <Hero />
      <ServicesSection />
      <HowWeWorkSection />
      <PackagesSection />
      <BlogSection variant="home" />
      <ContactSection />
    </>
  );
}
