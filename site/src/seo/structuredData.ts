import { localizedPath } from '@app/contract/languages';
import type { PublishedSiteContent } from '@app/contract/siteContent';
import type { SiteIntl } from '../i18n/siteIntl';
import { ADDRESS_COUNTRY, AREA_SERVED, LOGO_IMAGE } from './siteFacts';

/** The page's language, for the names and addresses in its structured data. */
export type PageLanguage = Pick<SiteIntl, 't' | 'locale'>;

export interface PackageOffer {
  name: string;
  /** Starting monthly price in USD. */
  monthlyPriceUsd: number;
  description: string;
  /** Whether the price includes VAT (the statement staff chose for every price). */
  vatIncluded: boolean;
}

const address = { '@type': 'PostalAddress', addressCountry: ADDRESS_COUNTRY } as const;

/** The contact details staff published. */
export type ContactDetails = PublishedSiteContent['contact'];

/**
 * The organisation, its social profiles, its offices and a customer-service contact (with the
 * published e-mail and phone), in the page's language.
 */
export function organizationJsonLd(
  origin: string,
  { t, locale }: PageLanguage,
  contact: ContactDetails,
) {
  const offices = contact.addresses.map((office) => ({
    ...address,
    name: office.label,
    streetAddress: office.text,
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: t('site.name'),
    slogan: t('footer.tagline'),
    url: `${origin}/`,
    logo: `${origin}${LOGO_IMAGE}`,
    address: offices.length > 0 ? offices : address,
    sameAs: [contact.linkedin, contact.x].filter((link) => link !== ''),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      ...(contact.email === '' ? {} : { email: contact.email }),
      ...(contact.phone === '' ? {} : { telephone: contact.phone }),
      url: `${origin}${localizedPath(locale, '/contact')}`,
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
  { t }: PageLanguage,
) {
  const id = `${origin}/#service`;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': id,
    name: t('site.name'),
    url: `${origin}/`,
    image: `${origin}${LOGO_IMAGE}`,
    address,
    areaServed: [...AREA_SERVED],
    parentOrganization: { '@id': `${origin}/#organization` },
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: t('seo.offerCatalog'),
      itemListElement: [
        {
          '@type': 'OfferCatalog',
          name: t('nav.services'),
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
          name: t('nav.packages'),
          itemListElement: packages.map((offer) => ({
            '@type': 'Offer',
            name: offer.name,
            description: offer.description,
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: offer.monthlyPriceUsd,
              priceCurrency: 'USD',
              unitText: 'MONTH',
              valueAddedTaxIncluded: offer.vatIncluded,
            },
          })),
        },
      ],
    },
  };
}

/** A page that is not an article, in its language (schema.org `inLanguage`, the language tag). */
export function webPageJsonLd(
  page: { url: string; title: string; description: string },
  { locale }: PageLanguage,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': page.url,
    url: page.url,
    name: page.title,
    description: page.description,
    inLanguage: locale,
  };
}
