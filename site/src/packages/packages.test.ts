import { SITE_CONTENT_DEFAULTS } from '@app/contract/siteContentDefaults';
import { inLanguage } from '@app/contract/siteContent';
import { formatUsd, includedServices, packagesOf } from './packages';

describe('packages data', () => {
  const offer = packagesOf(inLanguage(SITE_CONTENT_DEFAULTS, 'en'));

  it('prices the three packages at $1,000, $1,500 and $3,000 a month', () => {
    expect(offer.packages.map((pkg) => [pkg.name, formatUsd(pkg.monthlyPriceUsd)])).toEqual([
      ['Lift-Off', '$1,000'],
      ['Accelerator', '$1,500'],
      ['Auto Pilot', '$3,000'],
    ]);
  });

  it('includes the first 3, 4 and all 7 services', () => {
    expect(offer.services).toHaveLength(7);
    expect(offer.packages.map((pkg) => includedServices(pkg, offer.services))).toEqual([
      offer.services.slice(0, 3),
      offer.services.slice(0, 4),
      offer.services,
    ]);
  });

  it('marks what each package includes, whichever rows staff tick', () => {
    const content = inLanguage(SITE_CONTENT_DEFAULTS, 'ar');
    content.packages.packages[0]!.includes = ['payroll', 'accounting'];
    const [liftOff] = packagesOf(content).packages;
    expect(liftOff!.included).toEqual([true, false, false, false, true, false, false]);
  });
});
