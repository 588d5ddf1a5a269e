import { useLocalizedPath } from '../navigation/localizedPath';
import { useI18n } from '../i18n/I18nProvider';
import { PageIntro } from '../layout/PageIntro';
import { Seo } from '../seo/Seo';
import { PackagesSection } from './PackagesSection';
import { formatNumber } from '../i18n/formats';
import { usePackages } from './packages';

const HEADING_ID = 'packages-page-heading';

/** /packages: the heading and text, then the packages section with its own label. */
export function PackagesPage() {
  const { t, locale } = useI18n();
  const localize = useLocalizedPath();
  // The published prices, so the search snippet never quotes an old one.
  const prices = usePackages().packages.map((pkg) =>
    t('packages.page.price', { name: pkg.name, amount: formatNumber(locale, pkg.monthlyPriceUsd) }),
  );
  const priceList =
    prices.length < 2
      ? prices.join('')
      : `${prices.slice(0, -1).join(t('packages.page.priceSeparator'))}${t('packages.page.priceLastSeparator')}${prices.at(-1)}`;
  return (
    <>
      <Seo
        title={t('packages.page.title')}
        description={t('packages.page.description', { prices: priceList })}
        path={localize('/packages')}
      />
      <PageIntro
        headingId={HEADING_ID}
        title={t('packages.page.title')}
        intro={t('packages.page.intro')}
        bg="bg.subtle"
      />
      <PackagesSection />
    </>
  );
}
