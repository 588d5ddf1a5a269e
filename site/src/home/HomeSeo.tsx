import { Seo } from '../seo/Seo';
import { SITE_NAME } from '../seo/siteFacts';

/** Spec 2.3: the home page's title, search and social metadata and its structured data. */
export function HomeSeo() {
  return (
    <Seo
      title={SITE_NAME}
      description="Fractional CFO, accounting, bookkeeping, payroll, compliance and fundraising support for startups and growing businesses in the UAE and Saudi Arabia."
      path="/"
    />
  );
}
