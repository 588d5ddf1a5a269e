import { useSiteContext } from '../app/siteContext';
import { PACKAGES } from '../packages/packages';
import { Seo } from '../seo/Seo';
import { SITE_NAME } from '../seo/siteFacts';
import { professionalServiceJsonLd } from '../seo/structuredData';
import { SERVICES } from '../services/services';

/** The home page's title, search and social metadata and its structured data. */
export function HomeSeo() {
  const { origin } = useSiteContext();
  return (
    <Seo
      title={SITE_NAME}
      description="Fractional CFO, accounting, bookkeeping, payroll, compliance and fundraising support for startups and growing businesses in the UAE and Saudi Arabia."
      path="/"
      jsonLd={[
        professionalServiceJsonLd(
          origin,
          SERVICES.map((service) => ({ name: service.title, description: service.description })),
          PACKAGES.map((pkg) => ({
            name: `${pkg.name} Package`,
            description: pkg.description,
            monthlyPriceUsd: pkg.monthlyPriceUsd,
          })),
        ),
      ]}
    />
  );
}
