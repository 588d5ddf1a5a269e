import { usePendingSectionScroll } from '../navigation/usePendingSectionScroll';
import { Hero } from './Hero';

/** Spec 2.3 home page; the services, packages, blog and contact sections follow the hero. */
export function HomePage() {
  usePendingSectionScroll();
  return <Hero />;
}
