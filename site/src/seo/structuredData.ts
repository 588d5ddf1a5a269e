import {
  ADDRESS_COUNTRY,
  AREA_SERVED,
  LOGO_IMAGE,
  SITE_NAME,
  SOCIAL_LINKS,
  TAGLINE,
} from './siteFacts';

export interface PackageOffer {
  name: string;
  /** Starting monthly price in USD. */
  monthlyPriceUsd: number;
  description: string;
}

const address = { '@type': 'PostalAddress', addressCountry: ADDRESS_COUNTRY } as const;

/** The home page's organisation, its social profiles and a customer-service contact. */
export function organizationJsonLd(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: SITE_NAME,
    slogan: TAGLINE,
    url: `${origin}/`,
    logo: `${origin}${LOGO_IMAGE}`,
    address,
    sameAs: SOCIAL_LINKS.map((link) => link.href),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      url: `${origin}/contact`,
      areaServed: [...AREA_SERVED],
      availableLanguage: ['English', 'Arabic'],
    },
  };
}

export interface ServiceOffer {
  name: string;
  description: string;
}

/**
 * The home page's professional service with its services and the three packages. schema.org gives
 * `serviceType` to a Service, not to a business, so each service is a Service offered in the
 * business's catalog, next to the catalog of packages.
 */
export function professionalServiceJsonLd(
  origin: string,
  services: readonly ServiceOffer[],
  packages: readonly PackageOffer[],
) {
  const id = `${origin}/#service`;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': id,
    name: SITE_NAME,
    url: `${origin}/`,
    image: `${origin}${LOGO_IMAGE}`,
    address,
    areaServed: [...AREA_SERVED],
    parentOrganization: { '@id': `${origin}/#organization` },
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Services and packages',
      itemListElement: [
        {
          '@type': 'OfferCatalog',
          name: 'Services',
          itemListElement: services.map((service) => ({
            '@type': 'Offer',
            itemOffered: {
              '@type': 'Service',
              name: service.name,
              description: service.description,
              provider: { '@id': id },
              areaServed: [...AREA_SERVED],
            },
          })),
        },
        {
          '@type': 'OfferCatalog',
          name: 'Packages',
          itemListElement: packages.map((offer) => ({
            '@type': 'Offer',
            name: offer.name,
            description: offer.description,
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: offer.monthlyPriceUsd,
              priceCurrency: 'USD',
              unitText: 'MONTH',
            },
          })),
        },
      ],
    },
  };
}
