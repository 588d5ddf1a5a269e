import {
  emptyTexts,
  inLanguage,
  SITE_CONTENT_SCHEMAS,
  SITE_DOCUMENTS,
  whatsAppLink,
} from './siteContent';
import { SITE_CONTENT_DEFAULTS } from './siteContentDefaults';
import { fieldErrors } from './validation';

describe('site content', () => {
  it.each(SITE_DOCUMENTS)('the defaults of %s pass its schema with no empty text', (document) => {
    const parsed = SITE_CONTENT_SCHEMAS[document].safeParse(SITE_CONTENT_DEFAULTS[document]);
    expect(parsed.success).toBe(true);
    expect(emptyTexts(SITE_CONTENT_DEFAULTS[document], 'ar')).toEqual([]);
    expect(emptyTexts(SITE_CONTENT_DEFAULTS[document], 'en')).toEqual([]);
  });

  it('keeps one language of every text', () => {
    const home = inLanguage(SITE_CONTENT_DEFAULTS.home, 'ar');
    expect(home.heroAccent).toBe('بكل بساطة.');
    expect(home.tiles).toHaveLength(6);
    const packages = inLanguage(SITE_CONTENT_DEFAULTS.packages, 'en');
    expect(packages.packages.map((pkg) => [pkg.name, pkg.monthlyPriceUsd])).toEqual([
      ['Lift-Off', 1000],
      ['Accelerator', 1500],
      ['Auto Pilot', 3000],
    ]);
  });

  it('names the empty texts of a language by their path', () => {
    const services = structuredClone(SITE_CONTENT_DEFAULTS.services);
    services.services[1]!.title.ar = ' ';
    services.services[0]!.deliverables[2]!.ar = '';
    expect(emptyTexts(services, 'ar')).toEqual([
      'services.0.deliverables.2.ar',
      'services.1.title.ar',
    ]);
  });

  it('refuses a negative, fractional or absurd price, a stray row, naming the field', () => {
    const packages = structuredClone(SITE_CONTENT_DEFAULTS.packages);
    packages.packages[0]!.monthlyPriceUsd = -1;
    packages.packages[1]!.monthlyPriceUsd = 10.5;
    packages.packages[2]!.monthlyPriceUsd = 5_000_000;
    const result = SITE_CONTENT_SCHEMAS.packages.safeParse(packages);
    expect(result.success).toBe(false);
    expect(Object.keys(fieldErrors(result.error!)).sort()).toEqual([
      'packages.0.monthlyPriceUsd',
      'packages.1.monthlyPriceUsd',
      'packages.2.monthlyPriceUsd',
    ]);
    const text = { ...packages, packages: SITE_CONTENT_DEFAULTS.packages.packages };
    expect(SITE_CONTENT_SCHEMAS.packages.safeParse({ ...text, priceNote: 12 }).success).toBe(false);
    const stray = structuredClone(SITE_CONTENT_DEFAULTS.packages);
    stray.packages[2]!.includes.push('nothing');
    const refused = SITE_CONTENT_SCHEMAS.packages.safeParse(stray);
    expect(Object.keys(fieldErrors(refused.error!))).toEqual(['packages.2.includes']);
  });

  it('refuses an over-long text, a link that is not http(s) and a phone that is not one', () => {
    const contact = {
      ...SITE_CONTENT_DEFAULTS.contact,
      linkedin: 'javascript:alert(1)',
      phone: 'call us',
      addresses: [{ label: { en: 'x'.repeat(61), ar: 'دبي' }, text: { en: 'a', ar: 'ب' } }],
    };
    const result = SITE_CONTENT_SCHEMAS.contact.safeParse(contact);
    expect(fieldErrors(result.error!)).toEqual({
      'addresses.0.label.en': ['At most 60 characters'],
      linkedin: ['Must be an http(s) link'],
      phone: ['Not a phone number'],
    });
    const fine = { ...SITE_CONTENT_DEFAULTS.contact, phone: '+971 4 123 4567' };
    expect(SITE_CONTENT_SCHEMAS.contact.safeParse(fine).success).toBe(true);
  });

  it('keeps markup as the text it is', () => {
    const home = structuredClone(SITE_CONTENT_DEFAULTS.home);
    home.heroText.en = '<script>alert(1)</script>';
    expect(SITE_CONTENT_SCHEMAS.home.parse(home).heroText.en).toBe('<script>alert(1)</script>');
  });

  it('links a WhatsApp number as click-to-chat', () => {
    expect(whatsAppLink('+971 50 123-4567')).toBe('https://wa.me/971501234567');
  });
});
