import { organizationJsonLd, professionalServiceJsonLd } from './structuredData';

describe('structured data', () => {
  it('describes the organisation in AE with its social links and a customer-service contact', () => {
    const org = organizationJsonLd('https://example.test');

    expect(org['@type']).toBe('Organization');
    expect(org.address.addressCountry).toBe('AE');
    expect(org.sameAs).toHaveLength(2);
    expect(org.sameAs.every((href) => href.startsWith('https://'))).toBe(true);
    expect(org.contactPoint).toMatchObject({
      '@type': 'ContactPoint',
      contactType: 'customer service',
    });
  });

  it('offers each service as a Service and each package with its monthly USD price', () => {
    const service = professionalServiceJsonLd(
      'https://example.test',
      [
        { name: 'Payroll', description: 'Monthly payroll' },
        { name: 'Budgeting & Forecasting', description: 'Plans' },
      ],
      [{ name: 'Lift-Off Package', monthlyPriceUsd: 1000, description: 'For startups' }],
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
        priceSpecification: expect.objectContaining({ price: 1000, priceCurrency: 'USD' }),
      }),
    ]);
  });
});
