import { ar } from '../i18n/messages/ar';
import { createSiteIntl, ENGLISH_INTL } from '../i18n/siteIntl';
import { publishedDefaults } from '../test/siteContentKit';
import { organizationJsonLd, professionalServiceJsonLd, webPageJsonLd } from './structuredData';

const CONTACT = publishedDefaults().contact;

const ARABIC_INTL = createSiteIntl({ locale: 'ar', messages: ar });

describe('structured data', () => {
  it('describes the organisation in AE with its social links and a customer-service contact', () => {
    const org = organizationJsonLd('https://example.test', ENGLISH_INTL, CONTACT);

    expect(org['@type']).toBe('Organization');
    expect(org.address).toEqual({ '@type': 'PostalAddress', addressCountry: 'AE' });
    expect(org.sameAs).toHaveLength(2);
    expect(org.sameAs.every((href) => href.startsWith('https://'))).toBe(true);
    expect(org.contactPoint).toMatchObject({
      '@type': 'ContactPoint',
      contactType: 'customer service',
    });
    expect(org.contactPoint).not.toHaveProperty('email');
  });

  it('gives the published e-mail, phone, offices and links', () => {
    const org = organizationJsonLd('https://example.test', ENGLISH_INTL, {
      ...CONTACT,
      email: 'hello@example.test',
      phone: '+971 4 123 4567',
      addresses: [{ label: 'Dubai', text: 'Business Bay' }],
      x: '',
    });
    expect(org.contactPoint).toMatchObject({
      email: 'hello@example.test',
      telephone: '+971 4 123 4567',
    });
    expect(org.address).toEqual([
      {
        '@type': 'PostalAddress',
        addressCountry: 'AE',
        name: 'Dubai',
        streetAddress: 'Business Bay',
      },
    ]);
    expect(org.sameAs).toEqual([CONTACT.linkedin]);
  });

  it('offers each service as a Service and each package with its monthly USD price', () => {
    const service = professionalServiceJsonLd(
      'https://example.test',
      [
        { name: 'Payroll', description: 'Monthly payroll' },
        { name: 'Budgeting & Forecasting', description: 'Plans' },
      ],
      [
        {
          name: 'Lift-Off Package',
          monthlyPriceUsd: 1000,
          description: 'For startups',
          vatIncluded: false,
        },
      ],
      ENGLISH_INTL,
    );

    expect(service['@type']).toBe('ProfessionalService');
    expect(service).not.toHaveProperty('serviceType');
    const [services, packages] = service.hasOfferCatalog.itemListElement;
    expect(services!.itemListElement).toEqual([
      expect.objectContaining({
        '@type': 'Offer',
        itemOffered: expect.objectContaining({
          '@type': 'Service',
          name: 'Payroll',
          description: 'Monthly payroll',
          provider: { '@id': 'https://example.test/#service' },
        }),
      }),
      expect.objectContaining({
        itemOffered: expect.objectContaining({ name: 'Budgeting & Forecasting' }),
      }),
    ]);
    expect(packages!.itemListElement).toEqual([
      expect.objectContaining({
        name: 'Lift-Off Package',
        priceSpecification: expect.objectContaining({
          price: 1000,
          priceCurrency: 'USD',
          valueAddedTaxIncluded: false,
        }),
      }),
    ]);
  });

  it('names the organisation and its catalogues in the page’s language, English as before', () => {
    const englishOrg = organizationJsonLd('https://example.test', ENGLISH_INTL, CONTACT);
    expect(englishOrg).toMatchObject({
      name: 'Outsourced Finance Services',
      slogan: 'Simplifying Finance. Empowering Growth',
      contactPoint: { url: 'https://example.test/contact' },
    });
    const arabicOrg = organizationJsonLd('https://example.test', ARABIC_INTL, CONTACT);
    expect(arabicOrg).toMatchObject({
      name: ar['site.name'],
      slogan: ar['footer.tagline'],
      contactPoint: { url: 'https://example.test/ar/contact' },
    });

    const english = professionalServiceJsonLd('https://example.test', [], [], ENGLISH_INTL);
    expect(english.name).toBe('Outsourced Finance Services');
    expect(english.hasOfferCatalog.name).toBe('Services and packages');
    expect(english.hasOfferCatalog.itemListElement.map((list) => list.name)).toEqual([
      'Services',
      'Packages',
    ]);
    const arabic = professionalServiceJsonLd('https://example.test', [], [], ARABIC_INTL);
    expect(arabic.name).toBe(ar['site.name']);
    expect(arabic.hasOfferCatalog.name).toBe(ar['seo.offerCatalog']);
    expect(arabic.hasOfferCatalog.itemListElement.map((list) => list.name)).toEqual([
      ar['nav.services'],
      ar['nav.packages'],
    ]);
  });

  it('tags a web page with the language it is in', () => {
    const page = { url: 'https://example.test/ar/about', title: 'x', description: 'y' };
    expect(webPageJsonLd(page, ARABIC_INTL)).toMatchObject({
      '@type': 'WebPage',
      '@id': page.url,
      inLanguage: 'ar',
    });
    expect(webPageJsonLd(page, ENGLISH_INTL).inLanguage).toBe('en');
  });
});
