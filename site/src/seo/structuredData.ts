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

/** Spec 2.3: the organisation, its social profiles and a customer-service contact. */
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

/** Spec 2.3: the professional service with its service types and the three packages. */
export function professionalServiceJsonLd(
  origin: string,
  serviceTypes: readonly string[],
  packages: readonly PackageOffer[],
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${origin}/#service`,
    name: SITE_NAME,
    url: `${origin}/`,
    image: `${origin}${LOGO_IMAGE}`,
    address,
    areaServed: [...AREA_SERVED],
    parentOrganization: { '@id': `${origin}/#organization` },
    serviceType: [...serviceTypes],
    hasOfferCatalog: {
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
  };
}
